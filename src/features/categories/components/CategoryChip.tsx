import { Badge } from '@chakra-ui/react';
import { chipTextColor } from '../palette';

/** A category as a coloured chip; the text colour is chosen for contrast with the chip. */
export function CategoryChip({ name, color, size = 'md' }: { name: string; color: string; size?: 'sm' | 'md' | 'lg' }) {
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  const bg = valid ? color : '#475569';
  return (
    <Badge
      size={size}
      variant="solid"
      style={{ backgroundColor: bg, color: chipTextColor(bg) }}
      borderRadius="full"
      px="2.5"
      maxW="full"
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name || 'Sem nome'}</span>
    </Badge>
  );
}
