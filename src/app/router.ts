import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { authService, authStore } from './services';
import { remoteQueries as queryClient } from './remote-queries';
import { PRIVACY_PATH } from '@/config/constants';
import { afterFirstPaint } from '@/lib/after-first-paint';

export const router = createRouter({
  routeTree,
  context: { auth: authStore, authService, queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingMinMs: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** Pages a signed-out visitor may stay on (the spec exempts the privacy page; the auth pages are where they go). */
const PUBLIC_PATHS = ['/entrar', '/cadastrar', PRIVACY_PATH];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Wires the identity provider's sign-out signal to the router (spec §4). Firebase Auth is not on
 * the first screen (the guards read the cached session): it loads once that screen has painted.
 */
export function startSessionWatch(): () => void {
  let stopIdentity: (() => void) | undefined;
  const cancelStart = afterFirstPaint(() => {
    stopIdentity = authService.watchIdentity(() => {
      queryClient.clear();
      if (!isPublicPath(router.state.location.pathname)) void router.navigate({ to: '/entrar' });
    });
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
