import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { signedOutReasonText } from '@/features/auth/session-expiry';

const SearchSchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  motivo: v.optional(v.string()),
});

export const Route = createFileRoute('/entrar')({
  validateSearch: (search) =>
    v.parse(SearchSchema, {
      redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
      motivo: typeof search.motivo === 'string' ? search.motivo : undefined,
    }),
  beforeLoad: ({ context, search }) => {
    if (context.auth.user) throw redirect({ to: search.redirect ?? '/' });
  },
  head: () => ({ meta: [{ title: 'Entrar — Sistema de Atendimento para Advocacia' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { authService } = Route.useRouteContext();
  const { redirect: target, motivo } = Route.useSearch();
  const router = useRouter();
  return (
    <LoginForm
      notice={signedOutReasonText(motivo)}
      onSubmit={async (input) => {
        const ok = await authService.login(input);
        await router.navigate({ to: ok ? (target ?? '/') : '/entrar', replace: true });
      }}
    />
  );
}
