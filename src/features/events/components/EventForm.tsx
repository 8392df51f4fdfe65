import { EVENT_KIND_LABELS } from '../labels';
import { useMemo } from 'react';
import { Alert, chakra, Grid, Input, List, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { EVENT_KINDS, useLiveQuery, type EventDoc } from '@/data';
import {
  CheckboxField,
  DateInput,
  DraftNotice,
  FormActions,
  FormField,
  LabelOptions,
  TimeInput,
  UnsavedChangesGuard,
  useFormDraft,
} from '@/components/form';
import { useForm } from '@/lib/forms/use-form';
import type { FormProps } from '@/lib/forms/form-props';
import { formatDateTime } from '@/lib/format';
import { toBr } from '@/lib/deadlines';
import { eventFormSchema, toEventInput, type EventFormValues } from '../event-form';
import { findOverlaps } from '../overlaps';
import { isIsoDay } from '../agenda';
import { useStaff } from '@/data';
import { ClientPicker, ProcessSelect, ResponsibleSelect } from '@/components/pickers';
import { DeadlineHelper } from './DeadlineHelper';

interface EventFormProps extends FormProps<EventFormValues> {
  /** The event being edited (excluded from the overlap check). */
  eventId?: string;
}

function whenText(e: EventDoc): string {
  if (e.allDay) {
    const a = e.start.slice(0, 10);
    const b = e.end.slice(0, 10);
    return a === b ? `${toBr(a)} (dia inteiro)` : `${toBr(a)} a ${toBr(b)} (dia inteiro)`;
  }
  return `${formatDateTime(e.start)} – ${formatDateTime(e.end).slice(11)}`;
}

export function EventForm({ initial, eventId, onSubmit, onCancel, disabledReason }: EventFormProps) {
  const form = useForm(eventFormSchema, initial);
  const { values, setValue, touch, errors } = form;
  const { staff: users } = useStaff();
  // A half-filled form stays on this device when the person leaves it (issue 30).
  const draft = useFormDraft(eventId ? `evento:${eventId}` : 'evento:novo', form);

  // Everything booked to the same person; the overlap itself is decided in memory.
  const { data: sameResponsible } = useLiveQuery('events', {
    selector: { responsibleUid: values.responsibleUid || '__none__' },
  });
  // Checked as soon as the dates make sense, before the rest of the form is filled in.
  const overlaps = useMemo(() => {
    if (!isIsoDay(values.startDay) || !isIsoDay(values.endDay)) return [];
    if (!values.allDay && (!values.startTime || !values.endTime)) return [];
    const { start, end } = toEventInput(values);
    if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end))) return [];
    return findOverlaps(
      { id: eventId, start, end, allDay: values.allDay, responsibleUid: values.responsibleUid || null },
      sameResponsible,
    );
  }, [values, eventId, sameResponsible]);

  const field = <K extends keyof EventFormValues>(key: K) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => setValue(key, e.target.value as EventFormValues[K]),
    onBlur: () => touch(key),
  });
  // Days and times are typed dd/mm/aaaa and hh:mm (24 h) whatever the device's language; the values stay 'YYYY-MM-DD' and 'HH:mm'.
  const picked = <K extends 'startDay' | 'startTime' | 'endDay' | 'endTime'>(key: K) => ({
    value: values[key],
    onValueChange: (value: string) => setValue(key, value),
    onBlur: () => touch(key),
  });

  return (
    <chakra.form
      noValidate
      onSubmit={form.submitValues(async (submitted, loaded) => {
        await onSubmit(submitted, loaded);
        draft.clear();
      })}
    >
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} draftKept />
      <Stack gap="5">
        <DraftNotice draft={draft} />
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <FormField label="Título" error={errors.title} required>
            <Input minH="11" {...field('title')} placeholder="Ex.: Audiência de conciliação" />
          </FormField>
          <FormField label="Tipo" error={errors.kind} required>
            <NativeSelect.Root>
              <NativeSelect.Field minH="11" {...field('kind')}>
                <LabelOptions values={EVENT_KINDS} labels={EVENT_KIND_LABELS} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Grid>

        {values.kind === 'prazo' && (
          <DeadlineHelper
            defaultStart={values.startDay}
            processId={values.processId}
            onApply={(result, description) => {
              setValue('allDay', true);
              setValue('startDay', result.dueDate);
              setValue('endDay', result.dueDate);
              if (!values.notes.includes(description))
                setValue('notes', values.notes ? `${values.notes}\n${description}` : description);
            }}
          />
        )}

        <CheckboxField checked={values.allDay} onCheckedChange={(c) => setValue('allDay', c)} alignItems="center">
          Dia inteiro
        </CheckboxField>

        <Grid templateColumns={{ base: '1fr 1fr', md: values.allDay ? '1fr 1fr' : '1fr 1fr 1fr 1fr' }} gap="4">
          <FormField label={values.allDay ? 'Data inicial' : 'Início (data)'} error={errors.startDay} required>
            <DateInput {...picked('startDay')} />
          </FormField>
          {!values.allDay && (
            <FormField label="Início (hora)" error={errors.startTime} required>
              <TimeInput {...picked('startTime')} />
            </FormField>
          )}
          <FormField label={values.allDay ? 'Data final' : 'Fim (data)'} error={errors.endDay} required>
            <DateInput {...picked('endDay')} />
          </FormField>
          {!values.allDay && (
            <FormField label="Fim (hora)" error={errors.endTime} required>
              <TimeInput {...picked('endTime')} />
            </FormField>
          )}
        </Grid>

        <FormField label="Responsável" error={errors.responsibleUid}>
          <ResponsibleSelect staff={users} minH="11" {...field('responsibleUid')} />
        </FormField>

        {overlaps.length > 0 && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Conflito de horário</Alert.Title>
              <Alert.Description>
                O responsável já tem {overlaps.length === 1 ? 'outro compromisso' : `${overlaps.length} compromissos`}{' '}
                neste horário:
                <List.Root ps="5" mt="1">
                  {overlaps.map((o) => (
                    <List.Item key={o.id}>
                      {EVENT_KIND_LABELS[o.kind]}: {o.title} — {whenText(o)}
                    </List.Item>
                  ))}
                </List.Root>
                Você ainda pode salvar.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <FormField label="Local" error={errors.location}>
          <Input
            minH="11"
            {...field('location')}
            placeholder="Ex.: Fórum Central, sala 302 — ou link da videoconferência"
          />
        </FormField>

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <ClientPicker
            label="Cliente"
            value={values.clientId}
            onChange={(id) => {
              setValue('clientId', id);
              setValue('processId', '');
            }}
          />
          <ProcessSelect
            clientId={values.clientId}
            value={values.processId}
            onChange={(id) => setValue('processId', id)}
          />
        </Grid>

        <FormField label="Observações" error={errors.notes}>
          <Textarea rows={4} {...field('notes')} />
        </FormField>

        <FormActions submitting={form.submitting} onCancel={onCancel} disabledReason={disabledReason} />
      </Stack>
    </chakra.form>
  );
}
