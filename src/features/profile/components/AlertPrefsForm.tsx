import { useState } from 'react';
import { Button, Fieldset, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { alertPrefsOf, type AlertKind } from '@advocacia/shared/alerts/preferences';
import { CheckboxField, FormField, TimeInput, UnsavedChangesGuard, saveWithNotice } from '@/components/form';
import { useDocument } from '@/data';
import { useForm } from '@/lib/forms/use-form';
import { saveAlertPrefs } from '../api/save-alert-prefs';
import { alertPrefsFormSchema, alertPrefsFormValues, type AlertPrefsFormValues } from '../alert-prefs-schema';

const KIND_LABELS: Record<AlertKind, string> = {
  intimacoes: 'Intimações novas do DJEN',
  prazos: 'Prazos (D-3, D-1 e D-0, às 07:00)',
  audiencias: 'Audiências e compromissos (na véspera às 18:00 e 2 h antes)',
  lembretes: 'Lembretes da equipe, no horário',
  resumoDiario: 'Resumo diário das 07:00',
};
const KINDS = Object.keys(KIND_LABELS) as AlertKind[];

/**
 * Perfil › Alertas, the person's choices (issue 36): which alerts reach their devices and quiet
 * hours. Stored on their own profile (every device of theirs follows), offline like the rest.
 */
export function AlertPrefsForm({ uid }: { uid: string }) {
  const { data: profile, loading } = useDocument('users', uid);
  if (loading) return null;
  return <AlertPrefsFields uid={uid} initial={alertPrefsFormValues(alertPrefsOf(profile?.alertPrefs))} />;
}

function AlertPrefsFields({ uid, initial }: { uid: string; initial: AlertPrefsFormValues }) {
  const form = useForm(alertPrefsFormSchema, initial);
  const [baseline, setBaseline] = useState(initial);
  const { values, setValue, errors } = form;

  const submit = form.handleSubmit(async (prefs) => {
    const saved = await saveWithNotice(async () => {
      await saveAlertPrefs(uid, prefs);
      return true;
    });
    if (!saved) return;
    setBaseline(values);
    form.reset(values);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Preferências de alertas">
      <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
      <Stack gap="4">
        <Fieldset.Root>
          <Fieldset.Legend>Quais alertas você recebe</Fieldset.Legend>
          <Stack gap="0" mt="2">
            {KINDS.map((kind) => (
              <CheckboxField key={kind} checked={values[kind]} onCheckedChange={(c) => setValue(kind, c)}>
                {KIND_LABELS[kind]}
              </CheckboxField>
            ))}
          </Stack>
        </Fieldset.Root>
        <Stack gap="2">
          <CheckboxField checked={values.quiet} onCheckedChange={(c) => setValue('quiet', c)}>
            Silenciar alertas em um horário (horário de Brasília)
          </CheckboxField>
          {values.quiet && (
            <>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="md">
                <FormField label="Silenciar a partir de" error={errors.quietStart} required>
                  <TimeInput {...form.masked('quietStart')} />
                </FormField>
                <FormField label="até" error={errors.quietEnd} required>
                  <TimeInput {...form.masked('quietEnd')} />
                </FormField>
              </SimpleGrid>
              <Text fontSize="sm" color="fg.muted">
                Um alerta desse horário chega quando ele termina (ex.: de 22:00 até 07:00).
              </Text>
            </>
          )}
        </Stack>
        <Flex justify="flex-end" gap="3">
          <Button variant="outline" size="lg" type="button" disabled={!form.dirty} onClick={() => form.reset(baseline)}>
            Descartar alterações
          </Button>
          <Button colorPalette="blue" size="lg" type="submit" loading={form.submitting} disabled={!form.dirty}>
            Salvar alertas
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
