import { RouterProvider } from '@tanstack/react-router';
import { AppProvider } from './AppProvider';
import { router, startSessionWatch } from './router';
import { startColorMode } from '@/lib/color-mode';

/** What the app starts beside React; main.tsx calls it once the Firebase settings are known to be valid. */
export function startApp(): void {
  startColorMode();
  startSessionWatch();
}

/** Runs the first location's guards and loads its code (main.tsx, before the first render). */
export function loadFirstRoute(): Promise<void> {
  return router.load();
}

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
