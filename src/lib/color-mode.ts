import { useSyncExternalStore } from 'react';

/**
 * Claro / Escuro / Sistema. Chakra's dark tokens follow a `dark` class on <html>; the choice
 * is remembered in localStorage. index.html applies it before first paint (no flash).
 * (next-themes renders a <script> inside React, which React 19 warns about.)
 */
export type ColorModePreference = 'light' | 'dark' | 'system';
export const COLOR_MODE_STORAGE_KEY = 'advocacia:tema';

const listeners = new Set<() => void>();
const media = () => window.matchMedia('(prefers-color-scheme: dark)');

export function getColorModePreference(): ColorModePreference {
  const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  return stored === 'dark' || stored === 'system' ? stored : 'light';
}

function apply(preference: ColorModePreference) {
  const dark = preference === 'dark' || (preference === 'system' && media().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setColorModePreference(preference: ColorModePreference) {
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  apply(preference);
  listeners.forEach((l) => l());
}

/** Follows the system setting live while the preference is 'system'. */
export function startColorMode(): void {
  apply(getColorModePreference());
  media().addEventListener('change', () => apply(getColorModePreference()));
}

export function useColorModePreference(): ColorModePreference {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getColorModePreference,
    () => 'light',
  );
}
