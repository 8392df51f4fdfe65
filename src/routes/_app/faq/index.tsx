import { createFileRoute } from '@tanstack/react-router';
import { FaqListPage } from '@/features/faq/components/FaqListPage';

export const Route = createFileRoute('/_app/faq/')({
  component: FaqListPage,
});
