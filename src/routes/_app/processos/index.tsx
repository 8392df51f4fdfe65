import { createFileRoute } from '@tanstack/react-router';
import { ProcessListPage } from '@/features/processes';

// Not a route of the spec's table: the firm-wide list of processes (issue 42).
export const Route = createFileRoute('/_app/processos/')({
  component: ProcessListPage,
});
