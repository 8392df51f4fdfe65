import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/layout/UnderConstruction';

export const Route = createFileRoute('/_app/')({
  component: () => <UnderConstruction title="Início" description="A agenda do dia, os lembretes e as conversas aparecerão aqui." />,
});
