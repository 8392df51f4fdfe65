import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ReminderCreatePage } from '@/features/reminders/components/ReminderFormPage';

const searchSchema = v.object({ cliente: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/_app/lembretes/cadastrar')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: CreateReminderRoute,
});

function CreateReminderRoute() {
  const { cliente } = Route.useSearch();
  return <ReminderCreatePage clientId={cliente} />;
}
