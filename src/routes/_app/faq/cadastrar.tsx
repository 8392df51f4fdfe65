import { createFileRoute } from '@tanstack/react-router';
import { FaqCreatePage } from '@/features/faq/components/FaqFormPage';

export const Route = createFileRoute('/_app/faq/cadastrar')({
  component: FaqCreatePage,
});
