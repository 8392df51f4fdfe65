import { createFileRoute } from '@tanstack/react-router';
import { EditLayoutScreen } from '@/features/layouts/components/LayoutFormScreen';

export const Route = createFileRoute('/_app/layouts/editar/$id')({
  component: EditLayoutRoute,
});

function EditLayoutRoute() {
  const { id } = Route.useParams();
  return <EditLayoutScreen id={id} />;
}
