import { createFileRoute } from '@tanstack/react-router';
import { FaqListPage } from '@/features/faq';

export const Route = createFileRoute('/_app/faq/')({
  component: FaqListPage,
});
