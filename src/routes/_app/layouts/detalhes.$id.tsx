import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LayoutDetailsPage } from '@/features/layouts';

// The chosen client and process are in the URL, so a filled document can be reopened.
const searchSchema = v.object({
  cliente: v.fallback(v.optional(v.string()), undefined),
  processo: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_app/layouts/detalhes/$id')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: LayoutDetailsRoute,
});

function LayoutDetailsRoute() {
  const { id } = Route.useParams();
  const { cliente, processo } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LayoutDetailsPage
      id={id}
      clientId={cliente}
      processId={processo}
      onSelectionChange={(next) => navigate({ search: next, replace: true })}
    />
  );
}
