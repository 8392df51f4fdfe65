import { createFileRoute } from '@tanstack/react-router';
import { PublicationsPage } from '@/features/publications';

/** `?id=djen-…`: the publication an alert's notification opens (issue 36), shown highlighted. */
function parsePublicationsSearch(search: Record<string, unknown>): { id?: string } {
  const id = typeof search.id === 'string' && /^[\w-]{1,160}$/.test(search.id) ? search.id : undefined;
  return id ? { id } : {};
}

export const Route = createFileRoute('/_app/publicacoes/')({
  validateSearch: parsePublicationsSearch,
  component: PublicationsRoute,
});

function PublicationsRoute() {
  const { id } = Route.useSearch();
  return <PublicationsPage selectedId={id} />;
}
