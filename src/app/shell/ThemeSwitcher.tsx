import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { setColorModePreference, useColorModePreference, type ColorModePreference } from '@/lib/color-mode';

const OPTIONS = [
  { value: 'light', label: 'Claro', icon: Sun },
  { value: 'dark', label: 'Escuro', icon: Moon },
  { value: 'system', label: 'Sistema', icon: Monitor },
] as const;

/** Claro / Escuro / Sistema in the top bar; light by default, remembered on the device. */
export function ThemeSwitcher() {
  const preference = useColorModePreference();
  const CurrentIcon = OPTIONS.find((o) => o.value === preference)?.icon ?? Sun;
  // Fixed, like the sticky top bar it opens from: positioned absolutely, the menu was laid
  // out in the page's flow before it was placed, and choosing an item right after opening
  // scrolled a long page by up to 184 px (issue 30).
  return (
    <Menu.Root positioning={{ strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="lg" aria-label="Tema: Claro, Escuro ou Sistema">
          <CurrentIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={(e) => setColorModePreference(e.value as ColorModePreference)}
            >
              <Menu.ItemGroupLabel>Tema</Menu.ItemGroupLabel>
              {OPTIONS.map(({ value, label, icon: Icon }) => (
                <Menu.RadioItem key={value} value={value} minH="11">
                  <Icon aria-hidden size={16} />
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
