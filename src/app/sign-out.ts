import { useCallback } from 'react';
import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { PRIVACY_PATH } from '@/config/constants';
import type { RemoteQueryCache } from './remote-queries';
import type { RouterContext } from './router-context';

/** Pages a signed-out visitor may stay on (the spec exempts the privacy page; the auth pages are where they go). */
const PUBLIC_PATHS = ['/entrar', '/cadastrar', PRIVACY_PATH];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * What follows a sign-out, here or on the identity provider's signal (spec §4): no cached server
 * answers stay, and a page behind sign-in gives way to /entrar.
 */
export async function leaveSignedIn(router: RegisteredRouter, queryClient: RemoteQueryCache): Promise<void> {
  queryClient.clear();
  if (!isPublicPath(router.state.location.pathname)) await router.navigate({ to: '/entrar' });
}

/** The sign-out the shell's menu, the profile and the waiting page offer: logout, then leave. */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    const { authService, queryClient } = router.options.context as RouterContext;
    await authService.logout();
    await leaveSignedIn(router, queryClient);
  }, [router]);
}
