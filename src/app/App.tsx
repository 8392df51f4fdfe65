import { RouterProvider } from '@tanstack/react-router';
import { AppProvider } from './provider';
import { router, startSessionWatch } from './router';
import { startColorMode } from '@/lib/color-mode';

startColorMode();
startSessionWatch();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
