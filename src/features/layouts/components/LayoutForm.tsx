import { LAYOUT_KIND_LABELS } from '../labels';
import { Button, chakra, Flex, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import * as v from 'valibot';
import { LAYOUT_KINDS, useUniqueClash, type LayoutDoc } from '@/data';
import { duplicateMessage } from '@/components/feedback/describe-error';
import { FormActions, FormField, UnsavedChangesGuard } from '@/components/form';
import { StyledTextEditor } from '@/components/rich-text';
import { useForm } from '@/lib/forms/use-form';
import type { FormProps } from '@/lib/forms/form-props';
import { MESSAGES, maxLengthMessage, minLengthMessage } from '@/lib/validation/messages';
import { STARTER_TEMPLATES } from '../starters';

export interface LayoutFormValues extends Record<string, unknown> {
  name: string;
  kind: LayoutDoc['kind'];
  content: string;
}

export const layoutFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.minLength(3, minLengthMessage(3)),
    v.maxLength(200, maxLengthMessage(200)),
  ),
  kind: v.picklist(LAYOUT_KINDS, MESSAGES.required),
  content: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(100000, maxLengthMessage(100000))),
});

interface LayoutFormProps extends FormProps<LayoutFormValues> {
  /** Offer the ready-made templates (create only). */
  offerStarters?: boolean;
  /** The layout being edited (not a duplicate of itself); absent when creating. */
  layoutId?: string;
}

export function LayoutForm({ initial, offerStarters, layoutId, onSubmit, onCancel, disabledReason }: LayoutFormProps) {
  const form = useForm(layoutFormSchema, initial);
  const { values, setValue, touch, errors } = form;
  // Said while typing (or on picking a ready-made template the firm already has); the save would be refused.
  const duplicate = useUniqueClash('layouts', 'name', values.name, layoutId);
  return (
    <chakra.form noValidate onSubmit={form.submitValues(onSubmit)}>
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
      <Stack gap="5">
        {offerStarters && (
          <Stack as="section" aria-labelledby="modelos-titulo" gap="2">
            <Text id="modelos-titulo" fontWeight="semibold">
              Começar de um modelo pronto
            </Text>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
              {STARTER_TEMPLATES.map((s) => (
                <Button
                  key={s.id}
                  variant="outline"
                  h="auto"
                  minH="11"
                  py="3"
                  whiteSpace="normal"
                  justifyContent="flex-start"
                  textAlign="start"
                  onClick={() => {
                    setValue('name', s.name);
                    setValue('kind', s.kind);
                    setValue('content', s.content);
                  }}
                >
                  <Flex gap="2" align="flex-start">
                    <FileText size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{s.name}</Text>
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                        {s.description}
                      </Text>
                    </Stack>
                  </Flex>
                </Button>
              ))}
            </Grid>
          </Stack>
        )}
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <FormField
            label="Nome"
            error={errors.name ?? (duplicate ? duplicateMessage('layouts', 'name') : undefined)}
            required
          >
            <Input
              minH="11"
              value={values.name}
              onChange={(e) => setValue('name', e.target.value)}
              onBlur={() => touch('name')}
            />
          </FormField>
          <FormField label="Tipo" error={errors.kind} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                minH="11"
                value={values.kind}
                onChange={(e) => setValue('kind', e.target.value as LayoutDoc['kind'])}
              >
                {LAYOUT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k === 'declaracao' ? 'Declaração (ex.: hipossuficiência)' : LAYOUT_KIND_LABELS[k]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Grid>
        <FormField
          label="Texto"
          error={errors.content}
          required
          helper="Use a barra de estilos e “Inserir campo” para os dados do cliente, do processo, do escritório e a data."
        >
          <StyledTextEditor
            value={values.content}
            onChange={(c) => setValue('content', c)}
            onBlur={() => touch('content')}
            rows={16}
            maxLength={100000}
            placeholderGroups={['cliente', 'processo', 'escritorio', 'usuario', 'data']}
          />
        </FormField>
        <FormActions submitting={form.submitting} onCancel={onCancel} disabledReason={disabledReason} />
      </Stack>
    </chakra.form>
  );
}
