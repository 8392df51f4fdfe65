import { RouterProvider } from '@tanstack/react-router';
import { AppProvider } from './provider';
import { router, startSessionWatch } from './router';

startSessionWatch();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
