import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { isStaffRole } from '@advocacia/shared/config/roles';
import { AppShell } from '@/app/shell/AppShell';
import { SignedInProviders } from '@/app/SignedInProviders';
import { useSignOut } from '@/app/sign-out';
import { openUserReplica } from '@/features/auth/api/replica';
import { useDeviceLogout } from '@/features/auth/hooks/use-device-logout';
import { SESSION_EXPIRED_REASON, isSessionExpired } from '@/features/auth/session-expiry';
import { SyncStatusBadge } from '@/features/sync-status';
import { AlertsHost } from '@/features/alerts/components/AlertsHost';
import { ReminderWatcher } from '@/features/reminders/reminder-watcher';

/**
 * Set while an expired session is being ended: clearing the session re-runs this guard (the
 * store wakes the router), and that run, finding nobody signed in, must still say why.
 */
let expiring = false;

/** Everything behind sign-in. The guard reads the cached identity, so it works offline. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = context.auth.user;
    if (!user || !isStaffRole(user.role)) {
      if (user) await context.authService.logout();
      if (expiring) throw redirect({ to: '/entrar', search: { motivo: SESSION_EXPIRED_REASON } });
      throw redirect({ to: '/entrar', search: { redirect: location.href } });
    }
    if (isSessionExpired(user)) {
      // The firm's data leaves the device with the session (issue 26).
      expiring = true;
      await context.authService.expireSession().finally(() => {
        // The re-run the sign-out caused has read the flag by the time the session is cleared.
        setTimeout(() => (expiring = false), 1000);
      });
      context.queryClient.clear();
      throw redirect({ to: '/entrar', search: { motivo: SESSION_EXPIRED_REASON } });
    }
    if (user.status !== 'active') {
      // Access ended (or never began): the replica stops syncing, its screens close and the
      // firm's data is removed from this device (issue 26).
      await context.authService.endAccess();
      context.queryClient.clear();
      throw redirect({ to: '/aguardando-aprovacao' });
    }
    const replica = await openUserReplica(user.uid, user.role);
    return { user, replica };
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { user } = Route.useRouteContext();
  // Spec §3: logout clears this user's data from the device, or says what is still pending.
  const logout = useDeviceLogout({ uid: user.uid, signOut: useSignOut() });
  return (
    <SignedInProviders>
      <AppShell user={user} status={<SyncStatusBadge />} onLogout={logout.request}>
        {logout.dialog}
        <ReminderWatcher />
        <AlertsHost />
        <Outlet />
      </AppShell>
    </SignedInProviders>
  );
}
