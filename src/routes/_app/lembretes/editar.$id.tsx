import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout/UnderConstruction';

export const Route = createFileRoute('/_app/lembretes/editar/$id')({
  component: () => <UnderConstruction title="Editar lembrete" />,
});
