import { createFileRoute } from '@tanstack/react-router';
import { EventEditPage } from '@/features/events/components/EventFormPage';

export const Route = createFileRoute('/_app/eventos/editar/$id')({
  component: EditEventRoute,
});

function EditEventRoute() {
  const { id } = Route.useParams();
  return <EventEditPage id={id} />;
}
