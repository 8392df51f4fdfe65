import { LEMBRET_STATUS_LABELS } from '../labels';
import { chakra, Grid, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { LEMBRET_STATUSES, hasMessagingConsent, useDocument } from '@/data';
import { CONSENT_REQUIRED_TITLE, ConsentRequiredNotice } from '@/components/feedback/ConsentRequiredNotice';
import {
  CheckboxField,
  DateInput,
  FormActions,
  FormField,
  LabelOptions,
  TimeInput,
  UnsavedChangesGuard,
} from '@/components/form';
import { StyledTextEditor } from '@/components/rich-text';
import { useForm } from '@/lib/forms/use-form';
import type { FormProps } from '@/lib/forms/form-props';
import { ClientPicker } from '@/components/pickers';
import { reminderFormSchema, type ReminderFormValues } from '../reminder-form';

interface ReminderFormProps extends FormProps<ReminderFormValues> {
  /** Status is chosen on edit; a new reminder starts pendente. */
  showStatus?: boolean;
}

export function ReminderForm({ initial, showStatus, onSubmit, onCancel, disabledReason }: ReminderFormProps) {
  const form = useForm(reminderFormSchema, initial);
  const { values, setValue, touch, errors } = form;
  const text = <K extends 'title'>(key: K) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValue(key, e.target.value),
    onBlur: () => touch(key),
  });
  // Day and time are typed dd/mm/aaaa and hh:mm (24 h) whatever the device's language; the values stay 'YYYY-MM-DD' and 'HH:mm'.
  const picked = <K extends 'dueDay' | 'dueTime'>(key: K) => ({
    value: values[key],
    onValueChange: (value: string) => setValue(key, value),
    onBlur: () => touch(key),
  });
  // LGPD: a client without recorded consent is not notified; saving such a reminder is blocked here (and by the server rules).
  const { data: client } = useDocument('clients', values.notifyClient ? values.clientId : null);
  const consentMissing =
    values.notifyClient &&
    values.status === 'pendente' &&
    values.clientId !== null &&
    client !== null &&
    !hasMessagingConsent(client);

  return (
    <chakra.form noValidate onSubmit={form.submitValues(onSubmit)}>
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
      <Stack gap="5">
        <FormField label="Título" error={errors.title} required>
          <Input minH="11" {...text('title')} placeholder="Ex.: Cobrar documentos do cliente" />
        </FormField>
        <Grid templateColumns={{ base: '1fr 1fr', md: showStatus ? '1fr 1fr 1fr' : '1fr 1fr' }} gap="4">
          <FormField label="Data" error={errors.dueDay} required>
            <DateInput {...picked('dueDay')} />
          </FormField>
          <FormField label="Hora" error={errors.dueTime} required>
            <TimeInput {...picked('dueTime')} />
          </FormField>
          {showStatus && (
            <FormField label="Situação" error={errors.status}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  minH="11"
                  value={values.status}
                  onChange={(e) => setValue('status', e.target.value as ReminderFormValues['status'])}
                >
                  <LabelOptions values={LEMBRET_STATUSES} labels={LEMBRET_STATUS_LABELS} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
        </Grid>
        <ClientPicker
          label="Cliente"
          value={values.clientId}
          onChange={(id) => setValue('clientId', id)}
          onBlur={() => touch('clientId')}
          error={errors.clientId}
        />
        <CheckboxField
          checked={values.notifyClient}
          onCheckedChange={(c) => setValue('notifyClient', c)}
          alignItems="center"
        >
          Avisar o cliente no horário (pelo aplicativo do cliente)
        </CheckboxField>
        {consentMissing && values.clientId && <ConsentRequiredNotice clientId={values.clientId} />}
        <FormField
          label="Mensagem"
          error={errors.message}
          required={values.notifyClient}
          helper={values.notifyClient ? 'É o texto que o cliente recebe.' : 'Anotação para a equipe (opcional).'}
        >
          <StyledTextEditor
            value={values.message}
            onChange={(m) => setValue('message', m)}
            onBlur={() => touch('message')}
            rows={4}
            maxLength={4000}
          />
        </FormField>
        <FormActions
          submitting={form.submitting}
          onCancel={onCancel}
          disabledReason={
            disabledReason ??
            (consentMissing ? `${CONSENT_REQUIRED_TITLE}: desmarque o aviso ou registre o consentimento.` : null)
          }
        />
      </Stack>
    </chakra.form>
  );
}
