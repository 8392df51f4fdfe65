import { useEffect, useState } from 'react';
import { Box, Fieldset, Input, NativeSelect, SimpleGrid, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { createDoc, faqInputSchema, findDocs, updateDoc, useDocument, useLiveQuery, type FaqDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { FormActions, FormField, UnsavedChangesGuard } from '@/components/form';
import { PermissionNotice } from '@/components/data-list';
import { StyledTextEditor } from '@/components/rich-text';
import { describeDataError } from '@/components/feedback/describe-error';
import { useForm } from '@/lib/forms/use-form';
import { permissionReason } from '@/lib/permissions';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { MESSAGES } from '@/lib/validation/messages';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { nextOrder } from '../reorder';

/**
 * The collection's form schema, with the position typed 1-based ("1 = primeira") and
 * stored 0-based as `order`.
 */
const { order: _order, ...faqEntries } = faqInputSchema.entries;
const faqFormSchema = v.pipe(
  v.object({
    ...faqEntries,
    position: v.pipe(v.number(MESSAGES.number), v.integer(MESSAGES.number), v.minValue(1, MESSAGES.number), v.maxValue(1_000_001, MESSAGES.number)),
  }),
  v.transform(({ position, ...rest }) => ({ ...rest, order: position - 1 })),
);

interface FaqFormValues extends Record<string, unknown> {
  question: string;
  answer: string;
  categoryId: string;
  published: boolean;
  /** Shown 1-based ("posição 1"); stored 0-based. NaN while the field is empty. */
  position: number;
}

function FaqForm({ entry, initialPosition }: { entry?: FaqDoc; initialPosition: number }) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const readOnlyReason = permissionReason(role, entry ? 'update' : 'create', 'faq');
  const categories = useLiveQuery('categories', { sort: [{ name: 'asc' }] });
  const form = useForm(faqFormSchema, {
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
    categoryId: entry?.categoryId ?? '',
    published: entry?.published ?? false,
    position: initialPosition,
  } satisfies FaqFormValues);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) void navigate({ to: '/faq' });
  }, [leaving, navigate]);

  const onSubmit = form.handleSubmit(async (values, loaded) => {
    if (readOnlyReason) return;
    try {
      if (entry) await updateDoc('faq', entry.id, values, { base: loaded.output });
      else await createDoc('faq', values);
      notifySuccess('Salvo');
      setLeaving(true);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  });

  // A category deleted elsewhere still shows as chosen, so saving does not silently drop it.
  const missingCategory = form.values.categoryId && !categories.loading && !categories.data.some((c) => c.id === form.values.categoryId);

  return (
    <Box maxW="4xl">
      <PageHeader title={entry ? 'Editar pergunta' : 'Nova pergunta'} />
      <UnsavedChangesGuard dirty={form.dirty && !leaving} />
      <PermissionNotice reason={readOnlyReason} />
      <form noValidate onSubmit={onSubmit} aria-label={entry ? 'Editar pergunta' : 'Nova pergunta'}>
        <Fieldset.Root disabled={Boolean(readOnlyReason)}>
          <Stack gap="5">
            <FormField label="Pergunta" error={form.errors.question} required>
              <Input size="lg" maxLength={500} value={form.values.question} onChange={(e) => form.setValue('question', e.target.value)} onBlur={() => form.touch('question')} />
            </FormField>
            <FormField label="Resposta" error={form.errors.answer} required>
              <StyledTextEditor
                name="answer"
                value={form.values.answer}
                onChange={(text) => form.setValue('answer', text)}
                onBlur={() => form.touch('answer')}
                maxLength={10000}
                rows={8}
                readOnly={Boolean(readOnlyReason)}
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
              <FormField label="Categoria" error={form.errors.categoryId}>
                <NativeSelect.Root size="lg">
                  <NativeSelect.Field value={form.values.categoryId} onChange={(e) => form.setValue('categoryId', e.target.value)}>
                    <option value="">Sem categoria</option>
                    {missingCategory && <option value={form.values.categoryId}>(categoria excluída)</option>}
                    {categories.data.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Posição na lista" error={form.errors.position} helper="1 = primeira. Também dá para reordenar na lista.">
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
                <Switch.Root size="lg" checked={form.values.published} onCheckedChange={(e) => form.setValue('published', e.checked)} minH="11" alignItems="center">
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
          </Stack>
        </Fieldset.Root>
        <FormActions submitting={form.submitting} onCancel={() => void navigate({ to: '/faq' })} disabledReason={readOnlyReason} />
      </form>
    </Box>
  );
}

export function FaqCreatePage() {
  const [position, setPosition] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    findDocs('faq').then(
      (all) => active && setPosition(nextOrder(all) + 1),
      () => active && setPosition(1),
    );
    return () => {
      active = false;
    };
  }, []);
  if (position === null) return <Spinner size="lg" aria-label="Carregando" />;
  return <FaqForm initialPosition={position} />;
}

export function FaqEditPage({ id }: { id: string }) {
  const entry = useDocument('faq', id);
  if (entry.loading) return <Spinner size="lg" aria-label="Carregando pergunta" />;
  if (!entry.data) return <RecordNotFound title="Pergunta não encontrada" subtitle="Ela pode ter sido excluída, neste ou em outro aparelho." backTo="/faq" backLabel="Voltar à FAQ" />;
  return <FaqForm key={entry.data.id} entry={entry.data} initialPosition={entry.data.order + 1} />;
}
