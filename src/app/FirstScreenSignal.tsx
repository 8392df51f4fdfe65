import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { markFirstScreen } from '@/lib/after-first-paint';

/**
 * Tells lib/after-first-paint that the first screen is on screen: the router has settled (its
 * route's code and guards done, no redirect pending) and React has committed what it renders.
 */
export function FirstScreenSignal() {
  const settled = useRouterState({
    select: (s) => s.status === 'idle' && !s.isLoading && s.matches.every((m) => m.status === 'success'),
  });
  useEffect(() => {
    if (settled) markFirstScreen();
  }, [settled]);
  return null;
}
