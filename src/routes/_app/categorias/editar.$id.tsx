import { createFileRoute } from '@tanstack/react-router';
import { CategoryEditPage } from '@/features/categories/components/CategoryFormPage';

export const Route = createFileRoute('/_app/categorias/editar/$id')({
  component: function EditCategoryRoute() {
    const { id } = Route.useParams();
    return <CategoryEditPage id={id} />;
  },
});
