import { createFileRoute } from '@tanstack/react-router';
import { ClientListPage } from '@/features/clients';
import { firstClientPage } from '@/features/clients/list-order';

export const Route = createFileRoute('/_app/clientes/')({
  // Not awaited: the first page is read from the replica (open by now, `_app`) while the screen
  // renders, so the list's own query finds it under way. A link hovered or focused (the router's
  // intent preload) loads the screen's code only: the replica is read when the list is opened.
  loader: ({ context, preload }) => {
    if (!preload) context.replica.prefetchOrderedPage('clients', firstClientPage());
  },
  component: ClientListPage,
});
