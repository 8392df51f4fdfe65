import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSignOut } from '@/app/sign-out';
import { AccessStatusPage } from '@/features/auth/components/AccessStatusPage';
import { useOnlineStatus } from '@/lib/hooks/use-online-status';

/** A signed-in account without access (pending, refused or disabled) waits here; the guard sends it on once an admin approves. */
export const Route = createFileRoute('/aguardando-aprovacao')({
  beforeLoad: async ({ context }) => {
    const user = context.auth.user;
    if (!user) throw redirect({ to: '/entrar' });
    if (user.status === 'active') throw redirect({ to: '/' });
    // Also when this page is where the app starts (a reload, a tab closed mid-wipe): no firm data stays (issue 26).
    await context.authService.endAccess();
    return { user };
  },
  head: () => ({ meta: [{ title: 'Cadastro aguardando aprovação — Sistema de Atendimento para Advocacia' }] }),
  component: AccessStatusRoute,
});

function AccessStatusRoute() {
  const { user } = Route.useRouteContext();
  const online = useOnlineStatus();
  const signOut = useSignOut();
  return <AccessStatusPage user={user} online={online} onLogout={signOut} />;
}
