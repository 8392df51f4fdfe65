import { Box, Flex, chakra } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { CATEGORY_PALETTE, chipTextColor, paletteLabel } from '../palette';

const HiddenRadio = chakra('input', {
  base: { position: 'absolute', opacity: 0, width: '1px', height: '1px', overflow: 'hidden', pointerEvents: 'none' },
});

/**
 * The palette as a native radio group: arrow keys move between colours, each colour has a
 * name for screen readers, and the choice is marked by a tick, not by colour alone.
 * A colour not in the palette (an older record) is kept as an extra "Cor atual" option.
 */
export function ColorPalettePicker({
  value,
  onChange,
  name,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  name: string;
  disabled?: boolean;
}) {
  const current = value.toLowerCase();
  const options =
    paletteLabel(current) || !/^#[0-9a-f]{6}$/.test(current)
      ? CATEGORY_PALETTE
      : [...CATEGORY_PALETTE, { value: current, label: 'Cor atual' }];
  return (
    <Flex role="radiogroup" aria-label="Cor" gap="2" wrap="wrap">
      {options.map((option) => {
        const checked = option.value === current;
        return (
          <Box
            as="label"
            key={option.value}
            title={option.label}
            position="relative"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="11"
            h="11"
            borderRadius="full"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            style={{ backgroundColor: option.value, color: chipTextColor(option.value) }}
            outline={checked ? '3px solid' : undefined}
            outlineColor="fg"
            outlineOffset="2px"
            css={{
              '&:has(input:focus-visible)': {
                outline: '3px solid',
                outlineColor: 'var(--chakra-colors-color-palette-focus-ring, #3182ce)',
                outlineOffset: '2px',
              },
            }}
            opacity={disabled ? 0.6 : 1}
          >
            <HiddenRadio
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
            />
            {checked && <Check size={20} aria-hidden />}
          </Box>
        );
      })}
    </Flex>
  );
}
