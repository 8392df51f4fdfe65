import { createFileRoute } from '@tanstack/react-router';
import { ClosuresPage } from '@/features/court-calendar/components/ClosuresPage';

export const Route = createFileRoute('/_app/feriados/')({
  component: ClosuresPage,
});
