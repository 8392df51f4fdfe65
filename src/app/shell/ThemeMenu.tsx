import { useEffect, useRef } from 'react';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { setColorModePreference, useColorModePreference, type ColorModePreference } from '@/lib/color-mode';
import { THEME_OPTIONS, THEME_SWITCHER_LABEL } from './theme-options';

/**
 * Claro / Escuro / Sistema: the menu behind the top bar's theme button, loaded after the first
 * screen (ThemeSwitcher). `defaultOpen`: the button was pressed before this code arrived.
 */
export function ThemeMenu({
  defaultOpen = false,
  focusTrigger = false,
}: {
  defaultOpen?: boolean;
  focusTrigger?: boolean;
}) {
  const preference = useColorModePreference();
  const CurrentIcon = THEME_OPTIONS.find((o) => o.value === preference)?.icon ?? THEME_OPTIONS[0].icon;
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  // Fixed, like the sticky top bar it opens from: positioned absolutely, the menu was laid
  // out in the page's flow before it was placed, and choosing an item right after opening
  // scrolled a long page by up to 184 px (issue 30).
  return (
    <Menu.Root positioning={{ strategy: 'fixed' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <IconButton ref={trigger} variant="ghost" size="lg" aria-label={THEME_SWITCHER_LABEL}>
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
              {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
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
