import { createFileRoute } from '@tanstack/react-router';
import { CategoryCreatePage } from '@/features/categories/components/CategoryFormPage';

export const Route = createFileRoute('/_app/categorias/cadastrar')({
  component: CategoryCreatePage,
});
