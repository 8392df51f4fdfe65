import { createFileRoute } from '@tanstack/react-router';
import { FaqCreatePage } from '@/features/faq';

export const Route = createFileRoute('/_app/faq/cadastrar')({
  component: FaqCreatePage,
});
