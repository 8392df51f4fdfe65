import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { NotFound } from '@/components/layout/NotFound';
import { LazyUpdatePrompt } from '@/app/pwa/LazyUpdatePrompt';
import { FirstScreenSignal } from '@/app/FirstScreenSignal';
import { RouteFocus } from '@/app/RouteFocus';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <LazyUpdatePrompt />
      <FirstScreenSignal />
      <RouteFocus />
    </>
  ),
  notFoundComponent: NotFound,
});
