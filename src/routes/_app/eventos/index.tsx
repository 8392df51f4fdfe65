import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout/UnderConstruction';

export const Route = createFileRoute('/_app/eventos/')({
  component: () => <UnderConstruction title="Eventos" />,
});
