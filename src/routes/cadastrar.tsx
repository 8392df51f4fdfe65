import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { SignUpForm } from '@/features/auth/components/SignUpForm';

export const Route = createFileRoute('/cadastrar')({
  beforeLoad: ({ context }) => {
    if (context.auth.user) throw redirect({ to: '/' });
  },
  component: SignUpRoute,
});

function SignUpRoute() {
  const { authService } = Route.useRouteContext();
  const router = useRouter();
  return (
    <SignUpForm
      onSubmit={async (input) => {
        await authService.signUp(input);
        await router.navigate({ to: '/', replace: true });
      }}
    />
  );
}
