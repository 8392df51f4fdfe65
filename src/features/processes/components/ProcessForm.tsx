import { useMemo } from 'react';
import { Box, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EditableOf, ProcessDoc, UserDoc } from '@/data';
import { PROCESS_TYPES, type ProcessType } from '@/config/constants';
import { useForm } from '@/lib/forms/use-form';
import type { RecordFormProps } from '@/lib/forms/form-props';
import {
  FormActions,
  FormField,
  MASKS,
  MaskedInput,
  SuggestInput,
  UnsavedChangesGuard,
  useFollowRecord,
} from '@/components/form';
import { ResponsibleSelect } from '@/components/pickers';
import { parseCnj, CNJ_BRANCHES } from '@advocacia/shared/validation/cnj';
import { EMPTY_PROCESS_FORM, LEGAL_AREAS, processFormSchema, processToForm } from '../process-form';
import { STATUS_SUGGESTIONS } from '../timeline-form';

/** `record`: the stored process when editing, absent when creating; `onSubmit`: the page saves (create or update) and resolves to the saved process. */
interface ProcessFormProps extends RecordFormProps<ProcessDoc, EditableOf<'proccess'>> {
  clientId: string;
  staff: UserDoc[];
}

/** Create / edit a process of the client: CNJ number (checked), type, court, subject, legal area, status, dates, responsible. */
export function ProcessForm({
  clientId,
  record: process,
  staff,
  disabledReason,
  onSubmit,
  onCancel,
}: ProcessFormProps) {
  const schema = useMemo(() => processFormSchema(clientId), [clientId]);
  const form = useForm(schema, process ? processToForm(process) : EMPTY_PROCESS_FORM);
  const { values, setValue, errors, field, masked } = form;

  // Show a newer stored version (own timeline entry, sync) while the form is untouched.
  const adopt = useFollowRecord(form, process, processToForm);

  const parts = parseCnj(values.cnj);
  const cnjHelper = parts
    ? `${CNJ_BRANCHES[parts.branch] ?? 'Ramo desconhecido'} · ajuizado em ${parts.year}`
    : values.type === 'Judicial'
      ? 'NNNNNNN-DD.AAAA.J.TR.OOOO (20 dígitos)'
      : 'Opcional para processos extrajudiciais.';

  const submit = form.handleSubmit(async (output, loaded) => {
    const saved = await onSubmit(output, loaded.output);
    if (saved) adopt(saved);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={process ? 'Dados do processo' : 'Novo processo'}>
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Tipo" error={errors.type} required>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                name="type"
                value={values.type}
                onChange={(e) => setValue('type', e.target.value as ProcessType)}
              >
                {PROCESS_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Número CNJ" error={errors.cnj} helper={cnjHelper} required={values.type === 'Judicial'}>
            <MaskedInput size="lg" autoComplete="off" {...MASKS.cnj} {...masked('cnj')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Assunto" error={errors.subject} required>
          <Input size="lg" autoComplete="off" {...field('subject')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Vara / órgão"
            error={errors.court}
            helper="Ex.: 2ª Vara Cível de São Paulo, Procon, cartório."
          >
            <Input size="lg" autoComplete="off" {...field('court')} />
          </FormField>
          <FormField label="Área do direito" error={errors.legalArea}>
            <SuggestInput size="lg" autoComplete="off" suggestions={LEGAL_AREAS} {...field('legalArea')} />
          </FormField>
          <FormField
            label="Status atual"
            error={errors.currentStatus}
            helper="Atualizado também ao registrar um andamento."
          >
            <SuggestInput size="lg" autoComplete="off" suggestions={STATUS_SUGGESTIONS} {...field('currentStatus')} />
          </FormField>
          <FormField label="Data de abertura" error={errors.openedAt} helper="dd/mm/aaaa">
            <MaskedInput size="lg" {...MASKS.date} {...masked('openedAt')} />
          </FormField>
          <FormField label="Responsável" error={errors.responsibleUid}>
            <ResponsibleSelect size="lg" staff={staff} {...field('responsibleUid')} />
          </FormField>
        </SimpleGrid>
        {disabledReason && (
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {disabledReason}
            </Text>
          </Box>
        )}
        <FormActions submitting={form.submitting} onCancel={onCancel} disabledReason={disabledReason} />
      </Stack>
    </form>
  );
}
