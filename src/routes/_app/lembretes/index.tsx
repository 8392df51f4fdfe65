import { createFileRoute } from '@tanstack/react-router';
import { ReminderListPage } from '@/features/reminders/components/ReminderListPage';

export const Route = createFileRoute('/_app/lembretes/')({
  component: ReminderListPage,
});
