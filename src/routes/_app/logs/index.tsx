import { createFileRoute } from '@tanstack/react-router';
import { LogListPage } from '@/features/logs/components/LogListPage';

export const Route = createFileRoute('/_app/logs/')({
  component: LogListPage,
});
