import { createFileRoute } from '@tanstack/react-router';
import { ClientEditPage } from '@/features/clients';
import { parseClientPageSearch } from '@/features/clients/client-tabs';

export const Route = createFileRoute('/_app/clientes/editar/$id')({
  validateSearch: parseClientPageSearch,
  component: ClientEditRoute,
});

function ClientEditRoute() {
  const { id } = Route.useParams();
  const { aba, processo } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientEditPage
      id={id}
      tab={aba ?? 'dados'}
      processId={processo}
      onNavigate={({ tab, processId }) =>
        void navigate({ search: { aba: tab === 'dados' ? undefined : tab, processo: processId } })
      }
    />
  );
}
