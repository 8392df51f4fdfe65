import { createFileRoute } from '@tanstack/react-router';
import { RemindersScreen } from '@/features/reminders/components/RemindersScreen';

export const Route = createFileRoute('/_app/lembretes/')({
  component: RemindersScreen,
});
