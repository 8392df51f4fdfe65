import { createFileRoute } from '@tanstack/react-router';
import { EditEventScreen } from '@/features/events/components/EventFormScreen';

export const Route = createFileRoute('/_app/eventos/editar/$id')({
  component: EditEventRoute,
});

function EditEventRoute() {
  const { id } = Route.useParams();
  return <EditEventScreen id={id} />;
}
