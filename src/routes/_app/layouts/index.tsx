import { createFileRoute } from '@tanstack/react-router';
import { LayoutListPage } from '@/features/layouts';

export const Route = createFileRoute('/_app/layouts/')({
  component: LayoutListPage,
});
