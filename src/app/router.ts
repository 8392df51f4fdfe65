import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { authService, authStore } from './services';
import { remoteQueries as queryClient } from './remote-queries';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { leaveSignedIn } from './sign-out';

export const router = createRouter({
  routeTree,
  context: { auth: authStore, authService, queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingMinMs: 0,
});

/**
 * A route's code loads while its guards run, not after them as the router does by default: the
 * signed-in guard opens the replica (a few hundred ms on a tablet after a page load), and the
 * screen's chunks would otherwise only be requested once it is open. Only for a signed-in person
 * (a visitor is redirected to /entrar, whose code is already there).
 */
router.subscribe('onBeforeLoad', ({ toLocation }) => {
  if (!authStore.user) return;
  for (const match of router.matchRoutes(toLocation)) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Wires the identity provider's sign-out signal to the router (spec §4). Firebase Auth is not on
 * the first screen (the guards read the cached session): it loads once that screen has painted.
 */
export function startSessionWatch(): () => void {
  let stopIdentity: (() => void) | undefined;
  const cancelStart = afterFirstPaint(() => {
    stopIdentity = authService.watchIdentity(() => void leaveSignedIn(router, queryClient));
  });
  const stopAuth = () => {
    cancelStart();
    stopIdentity?.();
  };
  const stopStore = authStore.subscribe(() => void router.invalidate());
  // Following users/{uid} on the server needs Firestore: not before the first screen is drawn.
  let stopWatchingAccess: (() => void) | undefined;
  const cancelAccess = afterFirstPaint(() => {
    stopWatchingAccess = authService.watchAccess();
  });
  const stopAccess = () => {
    cancelAccess();
    stopWatchingAccess?.();
  };
  return () => {
    stopAuth();
    stopStore();
    stopAccess();
  };
}
