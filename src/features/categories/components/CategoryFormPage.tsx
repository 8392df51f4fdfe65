import { useEffect, useMemo, useState } from 'react';
import { Box, Fieldset, Flex, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { categoryInputSchema, createDoc, updateDoc, useDocument, useLiveQuery, type CategoryDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { FormActions, FormField, UnsavedChangesGuard } from '@/components/form';
import { PermissionNotice, foldForSearch } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { useForm } from '@/lib/forms/use-form';
import { permissionReason } from '@/lib/permissions';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { DEFAULT_CATEGORY_COLOR } from '../palette';
import { CategoryChip } from './CategoryChip';
import { ColorPalettePicker } from './ColorPalettePicker';

export const CATEGORY_DUPLICATE_MESSAGE = 'Já existe uma categoria com este nome';

function CategoryForm({ category }: { category?: CategoryDoc }) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const readOnlyReason = permissionReason(role, category ? 'update' : 'create', 'categories');
  const form = useForm(categoryInputSchema, {
    name: category?.name ?? '',
    color: category?.color ?? DEFAULT_CATEGORY_COLOR,
    description: category?.description ?? '',
  });
  const [leaving, setLeaving] = useState(false);
  // Navigate after the render that clears the unsaved-changes guard, or it would block us.
  useEffect(() => {
    if (leaving) void navigate({ to: '/categorias' });
  }, [leaving, navigate]);

  // Two categories with the same name would be indistinguishable in the client form.
  const all = useLiveQuery('categories');
  const duplicate = useMemo(() => {
    const name = foldForSearch(form.values.name.trim());
    return name !== '' && all.data.some((c) => c.id !== category?.id && foldForSearch(c.name.trim()) === name);
  }, [all.data, form.values.name, category?.id]);

  const onSubmit = form.handleSubmit(async (values, loaded) => {
    if (duplicate || readOnlyReason) return;
    try {
      if (category) await updateDoc('categories', category.id, values, { base: loaded.output });
      else await createDoc('categories', values);
      notifySuccess('Salvo');
      setLeaving(true);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  });

  return (
    <Box maxW="3xl">
      <PageHeader title={category ? 'Editar categoria' : 'Nova categoria'} />
      <UnsavedChangesGuard dirty={form.dirty && !leaving} />
      <PermissionNotice reason={readOnlyReason} />
      <form noValidate onSubmit={onSubmit} aria-label={category ? 'Editar categoria' : 'Nova categoria'}>
        <Fieldset.Root disabled={Boolean(readOnlyReason)}>
          <Stack gap="5">
            <FormField label="Nome" error={form.errors.name ?? (duplicate ? CATEGORY_DUPLICATE_MESSAGE : undefined)} required>
              <Input size="lg" maxLength={100} value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} onBlur={() => form.touch('name')} />
            </FormField>
            <FormField label="Cor" error={form.errors.color} helper="Todas as cores têm contraste adequado para leitura.">
              <ColorPalettePicker name="color" value={form.values.color ?? DEFAULT_CATEGORY_COLOR} onChange={(c) => form.setValue('color', c)} disabled={Boolean(readOnlyReason)} />
            </FormField>
            <Flex align="center" gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                Pré-visualização:
              </Text>
              <Box data-testid="category-preview">
                <CategoryChip name={form.values.name.trim() || 'Nome da categoria'} color={form.values.color ?? DEFAULT_CATEGORY_COLOR} size="lg" />
              </Box>
            </Flex>
            <FormField label="Descrição" error={form.errors.description} helper="Opcional. Quando usar esta categoria.">
              <Textarea rows={3} maxLength={500} value={form.values.description ?? ''} onChange={(e) => form.setValue('description', e.target.value)} onBlur={() => form.touch('description')} />
            </FormField>
          </Stack>
        </Fieldset.Root>
        <FormActions submitting={form.submitting} onCancel={() => void navigate({ to: '/categorias' })} disabledReason={readOnlyReason} />
      </form>
    </Box>
  );
}

export function CategoryCreatePage() {
  return <CategoryForm />;
}

export function CategoryEditPage({ id }: { id: string }) {
  const category = useDocument('categories', id);
  if (category.loading) return <Spinner size="lg" aria-label="Carregando categoria" />;
  if (!category.data) return <RecordNotFound title="Categoria não encontrada" subtitle="Ela pode ter sido excluída, neste ou em outro aparelho." backTo="/categorias" backLabel="Voltar às categorias" />;
  return <CategoryForm key={category.data.id} category={category.data} />;
}
