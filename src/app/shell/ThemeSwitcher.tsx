import { IconButton } from '@chakra-ui/react';
import { useColorModePreference } from '@/lib/color-mode';
import { useDeferredPart } from '@/lib/hooks/use-deferred-part';
import { THEME_OPTIONS, THEME_SWITCHER_LABEL } from './theme-options';

const loadMenu = () => import('./ThemeMenu');

/**
 * Claro / Escuro / Sistema in the top bar; light by default, remembered on the device. The menu's
 * code (Chakra's menu machine, dismissal and positioning) comes after the first screen: until
 * then the same button stands in, and pressing it opens the menu as soon as the code is there.
 */
export function ThemeSwitcher() {
  const preference = useColorModePreference();
  const { part, want, open, openOnLoad, hadFocus, standInRef } = useDeferredPart(loadMenu);
  if (part) return <part.ThemeMenu defaultOpen={openOnLoad} focusTrigger={hadFocus} />;
  const CurrentIcon = THEME_OPTIONS.find((o) => o.value === preference)?.icon ?? THEME_OPTIONS[0].icon;
  return (
    <IconButton
      ref={standInRef}
      variant="ghost"
      size="lg"
      aria-label={THEME_SWITCHER_LABEL}
      aria-haspopup="menu"
      aria-expanded={openOnLoad}
      onPointerEnter={want}
      onFocus={want}
      onClick={open}
    >
      <CurrentIcon />
    </IconButton>
  );
}
