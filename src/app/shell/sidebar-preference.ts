import { useSyncExternalStore } from 'react';

/**
 * The side bar is compact (icons only) on a tablet in landscape (under 1280 px) so tables keep
 * their width, and full on wider screens, unless the person chose one, remembered on the device.
 */
export const SIDEBAR_STORAGE_KEY = 'advocacia:menu';
const WIDE = '(min-width: 80em)';

type Choice = 'compacto' | 'completo' | null;
const listeners = new Set<() => void>();

function choice(): Choice {
  const stored = localStorage.getItem(SIDEBAR_STORAGE_KEY);
  return stored === 'compacto' || stored === 'completo' ? stored : null;
}

function isCompact(): boolean {
  const chosen = choice();
  return chosen ? chosen === 'compacto' : !window.matchMedia(WIDE).matches;
}

function subscribe(listener: () => void) {
  const media = window.matchMedia(WIDE);
  listeners.add(listener);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

export function setSidebarCompact(compact: boolean): void {
  localStorage.setItem(SIDEBAR_STORAGE_KEY, compact ? 'compacto' : 'completo');
  listeners.forEach((l) => l());
}

export function useSidebarCompact(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
