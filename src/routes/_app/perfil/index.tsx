import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useSignOut } from '@/app/sign-out';
import { ProfilePage } from '@/features/profile';

export const Route = createFileRoute('/_app/perfil/')({
  component: ProfileRoute,
});

/** Wires the profile to the session held in the router context (same sign-out as the shell). */
function ProfileRoute() {
  const { auth } = Route.useRouteContext();
  const router = useRouter();
  const signOut = useSignOut();
  return (
    <ProfilePage
      onUserSaved={(user) => {
        auth.setUser(user);
        // The layout's context captured the user at load: reload it so the shell shows the new name.
        void router.invalidate();
      }}
      onSignOut={signOut}
    />
  );
}
