import { createFileRoute } from '@tanstack/react-router';
import { ClientsList } from '@/features/clients';
import { preloadClientSearch } from '@/features/clients/preload';

export const Route = createFileRoute('/_app/clientes/')({
  loader: () => preloadClientSearch(),
  component: ClientsList,
});
