import { Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import * as v from 'valibot';
import { faqInputSchema, useLiveQuery, type FaqValues } from '@/data';
import { FormField, FormFrame } from '@/components/form';
import { StyledTextEditor } from '@/components/rich-text';
import { useForm } from '@/lib/forms/use-form';
import type { FormProps } from '@/lib/forms/form-props';
import { MESSAGES } from '@/lib/validation/messages';
import { CategorySelect } from '@/features/categories';

/**
 * The collection's form schema, with the position typed 1-based ("1 = primeira") and
 * stored 0-based as `order`.
 */
const { order: _order, ...faqEntries } = faqInputSchema.entries;
const faqFormSchema = v.pipe(
  v.object({
    ...faqEntries,
    position: v.pipe(
      v.number(MESSAGES.number),
      v.integer(MESSAGES.number),
      v.minValue(1, MESSAGES.number),
      v.maxValue(1_000_001, MESSAGES.number),
    ),
  }),
  v.transform(({ position, ...rest }) => ({ ...rest, order: position - 1 })),
);

export interface FaqFormValues extends Record<string, unknown> {
  question: string;
  answer: string;
  categoryId: string;
  published: boolean;
  /** Shown 1-based ("posição 1"); stored 0-based. NaN while the field is empty. */
  position: number;
}

interface FaqFormProps extends FormProps<FaqFormValues, FaqValues, FaqValues | undefined> {
  /** Editing an entry (or creating one). */
  editing: boolean;
}

export function FaqForm({ initial, editing, disabledReason, onSubmit, onCancel }: FaqFormProps) {
  const categories = useLiveQuery('categories', { sort: [{ name: 'asc' }] });
  const form = useForm(faqFormSchema, initial);

  const submit = form.handleSubmit(async (values, loaded) => {
    if (disabledReason) return;
    await onSubmit(values, loaded.output);
  });

  // A category deleted elsewhere still shows as chosen, so saving does not silently drop it.
  const missingCategory =
    form.values.categoryId && !categories.loading && !categories.data.some((c) => c.id === form.values.categoryId);

  return (
    <FormFrame
      label={editing ? 'Editar pergunta' : 'Nova pergunta'}
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      disabledReason={disabledReason}
    >
      <FormField label="Pergunta" error={form.errors.question} required>
        <Input
          size="lg"
          maxLength={500}
          value={form.values.question}
          onChange={(e) => form.setValue('question', e.target.value)}
          onBlur={() => form.touch('question')}
        />
      </FormField>
      <FormField label="Resposta" error={form.errors.answer} required>
        <StyledTextEditor
          name="answer"
          value={form.values.answer}
          onChange={(text) => form.setValue('answer', text)}
          onBlur={() => form.touch('answer')}
          maxLength={10000}
          rows={8}
          readOnly={Boolean(disabledReason)}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <FormField label="Categoria" error={form.errors.categoryId}>
          <CategorySelect
            value={form.values.categoryId}
            onChange={(id) => form.setValue('categoryId', id)}
            categories={categories.data}
          >
            <option value="">Sem categoria</option>
            {missingCategory && <option value={form.values.categoryId}>(categoria excluída)</option>}
          </CategorySelect>
        </FormField>
        <FormField
          label="Posição na lista"
          error={form.errors.position}
          helper="1 = primeira. Também dá para reordenar na lista."
        >
          <Input
            size="lg"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={Number.isNaN(form.values.position) ? '' : String(form.values.position)}
            onChange={(e) => form.setValue('position', e.target.value === '' ? Number.NaN : Number(e.target.value))}
            onBlur={() => form.touch('position')}
          />
        </FormField>
        <Stack gap="1.5" pt={{ md: '7' }}>
          <Switch.Root
            size="lg"
            checked={form.values.published}
            onCheckedChange={(e) => form.setValue('published', e.checked)}
            minH="11"
            alignItems="center"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Publicada</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted">
            Publicadas aparecem para os clientes.
          </Text>
        </Stack>
      </SimpleGrid>
    </FormFrame>
  );
}
