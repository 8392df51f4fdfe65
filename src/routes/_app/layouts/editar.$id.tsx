import { createFileRoute } from '@tanstack/react-router';
import { LayoutEditPage } from '@/features/layouts';

export const Route = createFileRoute('/_app/layouts/editar/$id')({
  component: EditLayoutRoute,
});

function EditLayoutRoute() {
  const { id } = Route.useParams();
  return <LayoutEditPage id={id} />;
}
