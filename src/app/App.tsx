import { RouterProvider } from '@tanstack/react-router';
import { AppProvider } from './AppProvider';
import { router, startSessionWatch } from './router';
import { startColorMode } from '@/lib/color-mode';

/** What the app starts beside React; main.tsx calls it once the Firebase settings are known to be valid. */
export function startApp(): void {
  startColorMode();
  startSessionWatch();
}

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
