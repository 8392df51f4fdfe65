import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { NotFound } from '@/components/layout/NotFound';
import { UpdatePrompt } from '@/app/pwa/UpdatePrompt';
import { FirstScreenSignal } from '@/app/FirstScreenSignal';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <UpdatePrompt />
      <FirstScreenSignal />
    </>
  ),
  notFoundComponent: NotFound,
});
