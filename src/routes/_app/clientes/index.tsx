import { createFileRoute } from '@tanstack/react-router';
import { ClientListPage } from '@/features/clients';

export const Route = createFileRoute('/_app/clientes/')({
  // Not awaited, and loaded lazily (the data layer is not on the first screen): the first page is
  // read while the screen's code loads, and the list waits for nothing.
  loader: () => void import('@/features/clients').then((m) => m.preloadClientList()),
  component: ClientListPage,
});
