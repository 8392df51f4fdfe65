import { createFileRoute } from '@tanstack/react-router';
import { LayoutsScreen } from '@/features/layouts/components/LayoutsScreen';

export const Route = createFileRoute('/_app/layouts/')({
  component: LayoutsScreen,
});
