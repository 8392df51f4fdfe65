import { createFileRoute } from '@tanstack/react-router';
import { ReminderEditPage } from '@/features/reminders/components/ReminderFormPage';

export const Route = createFileRoute('/_app/lembretes/editar/$id')({
  component: EditReminderRoute,
});

function EditReminderRoute() {
  const { id } = Route.useParams();
  return <ReminderEditPage id={id} />;
}
