import { Box, Flex, Input, Text, Textarea } from '@chakra-ui/react';
import { categoryInputSchema, useUniqueClash, type CategoryInput, type CategoryValues } from '@/data';
import { duplicateMessage } from '@/components/feedback/describe-error';
import { FormField, FormFrame } from '@/components/form';
import { useForm } from '@/lib/forms/use-form';
import type { FormProps } from '@/lib/forms/form-props';
import { DEFAULT_CATEGORY_COLOR } from '../palette';
import { CategoryChip } from './CategoryChip';
import { ColorPalettePicker } from './ColorPalettePicker';

interface CategoryFormProps extends FormProps<CategoryInput, CategoryValues, CategoryValues | undefined> {
  /** The category being edited (not a duplicate of itself); absent when creating. */
  categoryId?: string;
}

export function CategoryForm({ initial, categoryId, disabledReason, onSubmit, onCancel }: CategoryFormProps) {
  const form = useForm(categoryInputSchema, initial);

  // Two categories with the same name would be indistinguishable in the client form.
  const duplicate = useUniqueClash('categories', 'name', form.values.name, categoryId);

  const submit = form.handleSubmit(async (values, loaded) => {
    if (duplicate || disabledReason) return;
    await onSubmit(values, loaded.output);
  });

  return (
    <FormFrame
      label={categoryId ? 'Editar categoria' : 'Nova categoria'}
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      disabledReason={disabledReason}
    >
      <FormField
        label="Nome"
        error={form.errors.name ?? (duplicate ? duplicateMessage('categories', 'name') : undefined)}
        required
      >
        <Input
          size="lg"
          maxLength={100}
          value={form.values.name}
          onChange={(e) => form.setValue('name', e.target.value)}
          onBlur={() => form.touch('name')}
        />
      </FormField>
      <FormField label="Cor" error={form.errors.color} helper="Todas as cores têm contraste adequado para leitura.">
        <ColorPalettePicker
          name="color"
          value={form.values.color ?? DEFAULT_CATEGORY_COLOR}
          onChange={(c) => form.setValue('color', c)}
          disabled={Boolean(disabledReason)}
        />
      </FormField>
      <Flex align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Pré-visualização:
        </Text>
        <Box data-testid="category-preview">
          <CategoryChip
            name={form.values.name.trim() || 'Nome da categoria'}
            color={form.values.color ?? DEFAULT_CATEGORY_COLOR}
            size="lg"
          />
        </Box>
      </Flex>
      <FormField label="Descrição" error={form.errors.description} helper="Opcional. Quando usar esta categoria.">
        <Textarea
          rows={3}
          maxLength={500}
          value={form.values.description ?? ''}
          onChange={(e) => form.setValue('description', e.target.value)}
          onBlur={() => form.touch('description')}
        />
      </FormField>
    </FormFrame>
  );
}
