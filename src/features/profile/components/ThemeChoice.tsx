import { HStack, RadioGroup } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { setColorModePreference, useColorModePreference, type ColorModePreference } from '@/lib/color-mode';

const OPTIONS = [
  { value: 'light', label: 'Claro', icon: Sun },
  { value: 'dark', label: 'Escuro', icon: Moon },
  { value: 'system', label: 'Sistema', icon: Monitor },
] as const;

/** The same preference as the top bar's switcher, as a visible choice. */
export function ThemeChoice() {
  const preference = useColorModePreference();
  return (
    <RadioGroup.Root
      value={preference}
      onValueChange={(e) => e.value && setColorModePreference(e.value as ColorModePreference)}
      aria-label="Tema"
      colorPalette="blue"
    >
      <HStack gap="6" wrap="wrap">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <RadioGroup.Item key={value} value={value} minH="11">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText display="flex" alignItems="center" gap="1.5">
              <Icon aria-hidden size={16} />
              {label}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
