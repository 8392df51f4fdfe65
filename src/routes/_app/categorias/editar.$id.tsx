import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout/UnderConstruction';

export const Route = createFileRoute('/_app/categorias/editar/$id')({
  component: () => <UnderConstruction title="Editar categoria" />,
});
