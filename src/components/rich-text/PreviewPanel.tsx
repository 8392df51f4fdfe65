import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';

/** A framed "Pré-visualização" of a text as it will be sent or printed (the editor's, an invitation's). */
export function PreviewPanel({ bg = 'bg.panel', children }: { bg?: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="3" bg={bg}>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1" textTransform="uppercase" letterSpacing="wide">
        Pré-visualização
      </Text>
      {children}
    </Box>
  );
}
