import { createFileRoute } from '@tanstack/react-router';
import { ClientListPage } from '@/features/clients';
import { firstClientPage } from '@/features/clients/list-order';

export const Route = createFileRoute('/_app/clientes/')({
  // Not awaited: the first page is read from the replica (open by now, `_app`) while the screen
  // renders, so the list's own query finds it under way.
  loader: ({ context }) => context.replica.prefetchOrderedPage('clients', firstClientPage()),
  component: ClientListPage,
});
