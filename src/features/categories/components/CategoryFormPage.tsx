import { Box, Spinner } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import type { CategoryDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { PermissionNotice } from '@/components/data-list';
import { saveWithNotice, useRecordEditor } from '@/components/form';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { DEFAULT_CATEGORY_COLOR } from '../palette';
import { saveCategory } from '../api/save-category';
import { CategoryForm } from './CategoryForm';

function CategoryPage({ category }: { category?: CategoryDoc }) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const readOnlyReason = permissionReason(role, category ? 'update' : 'create', 'categories');
  const back = () => navigate({ to: '/categorias' });
  return (
    <Box maxW="3xl">
      <PageHeader title={category ? 'Editar categoria' : 'Nova categoria'} />
      <PermissionNotice reason={readOnlyReason} />
      <CategoryForm
        initial={{
          name: category?.name ?? '',
          color: category?.color ?? DEFAULT_CATEGORY_COLOR,
          description: category?.description ?? '',
        }}
        categoryId={category?.id}
        disabledReason={readOnlyReason}
        onCancel={() => void back()}
        onSubmit={async (values, loaded) => {
          if (await saveWithNotice(() => saveCategory(values, category && { id: category.id, loaded }))) await back();
        }}
      />
    </Box>
  );
}

export function CategoryCreatePage() {
  return <CategoryPage />;
}

export function CategoryEditPage({ id }: { id: string }) {
  const { record, loading } = useRecordEditor('categories', id, 'Categoria');
  if (loading) return <Spinner size="lg" role="status" aria-label="Carregando categoria" />;
  if (!record)
    return (
      <RecordNotFound
        title="Categoria não encontrada"
        subtitle="Ela pode ter sido excluída, neste ou em outro aparelho."
        backTo="/categorias"
        backLabel="Voltar às categorias"
      />
    );
  return <CategoryPage key={record.id} category={record} />;
}
