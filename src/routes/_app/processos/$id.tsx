import { createFileRoute } from '@tanstack/react-router';
import { ProcessPage } from '@/features/processes';

export const Route = createFileRoute('/_app/processos/$id')({
  component: ProcessRoute,
});

function ProcessRoute() {
  const { id } = Route.useParams();
  return <ProcessPage id={id} />;
}
