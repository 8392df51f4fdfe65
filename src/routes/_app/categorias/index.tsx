import { createFileRoute } from '@tanstack/react-router';
import { CategoryListPage } from '@/features/categories/components/CategoryListPage';

export const Route = createFileRoute('/_app/categorias/')({
  component: CategoryListPage,
});
