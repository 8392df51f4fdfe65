import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '@/features/auth/components/LoginForm';

const SearchSchema = v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) });

export const Route = createFileRoute('/entrar')({
  validateSearch: (search) => v.parse(SearchSchema, { redirect: typeof search.redirect === 'string' ? search.redirect : undefined }),
  beforeLoad: ({ context, search }) => {
    if (context.auth.user) throw redirect({ to: search.redirect ?? '/' });
  },
  head: () => ({ meta: [{ title: 'Entrar — Sistema de Atendimento para Advocacia' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { authService } = Route.useRouteContext();
  const { redirect: target } = Route.useSearch();
  const router = useRouter();
  return (
    <LoginForm
      onSubmit={async (input) => {
        const ok = await authService.login(input);
        await router.navigate({ to: ok ? (target ?? '/') : '/entrar', replace: true });
      }}
    />
  );
}
