import { createFileRoute } from '@tanstack/react-router';
import { EditReminderScreen } from '@/features/reminders/components/ReminderFormScreen';

export const Route = createFileRoute('/_app/lembretes/editar/$id')({
  component: EditReminderRoute,
});

function EditReminderRoute() {
  const { id } = Route.useParams();
  return <EditReminderScreen id={id} />;
}
