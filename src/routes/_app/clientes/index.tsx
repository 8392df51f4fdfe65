import { createFileRoute } from '@tanstack/react-router';
import { ClientsList } from '@/features/clients';

export const Route = createFileRoute('/_app/clientes/')({
  component: ClientsList,
});
