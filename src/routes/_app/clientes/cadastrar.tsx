import { createFileRoute } from '@tanstack/react-router';
import { ClientCreatePage } from '@/features/clients';

export const Route = createFileRoute('/_app/clientes/cadastrar')({
  component: ClientCreatePage,
});
