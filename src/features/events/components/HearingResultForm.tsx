import { useState } from 'react';
import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { ClipboardCheck } from 'lucide-react';
import { useDocument, type EventDoc } from '@/data';
import { FormField, saveWithNotice } from '@/components/form';
import { toBr } from '@/lib/deadlines';
import {
  EMPTY_HEARING_RESULT,
  hearingDayOf,
  hearingResultProblems,
  planHearingResult,
  type HearingResultInput,
  type HearingResultProblems,
  type NextStep,
} from '../hearing-result';
import { recordHearingResult } from '../api/record-hearing-result';
import { SkippedDaysList } from './SkippedDaysList';

/**
 * "Ata / resultado" on a hearing linked to a process (issue 42): what happened and the next
 * step, recorded offline at the courtroom — a timeline entry on the process and, for a deadline
 * (counted with the court's calendar) or a new hearing, the next event.
 */
export function HearingResultForm({
  event,
  uid,
  disabledReason,
}: {
  event: EventDoc;
  uid: string;
  disabledReason: string | null;
}) {
  const { data: process } = useDocument('proccess', event.processId);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<HearingResultInput>(EMPTY_HEARING_RESULT);
  const [problems, setProblems] = useState<HearingResultProblems>({});
  const [done, setDone] = useState<string | null>(null);
  const day = hearingDayOf(event);
  const set = <K extends keyof HearingResultInput>(key: K, value: HearingResultInput[K]) =>
    setInput((i) => ({ ...i, [key]: value }));
  if (!process) return null;
  const preview =
    Object.keys(hearingResultProblems(input, day)).length === 0 ? planHearingResult(event, process, input, uid) : null;

  const submit = async () => {
    const found = hearingResultProblems(input, day);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const plan = planHearingResult(event, process, input, uid);
    const saved = await saveWithNotice(() => recordHearingResult(process, plan));
    if (!saved) return;
    setDone(
      plan.next
        ? `Resultado registrado no processo; ${plan.next.kind === 'prazo' ? 'prazo' : 'nova audiência'} “${plan.next.title}” criado para ${toBr(plan.next.startDay)}.`
        : 'Resultado registrado no processo.',
    );
    setInput(EMPTY_HEARING_RESULT);
    setOpen(false);
  };

  return (
    <Box as="section" aria-labelledby="hearing-result-title" borderWidth="1px" borderRadius="l3" p="4" mt="6">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading id="hearing-result-title" as="h2" size="md">
          Ata / resultado da audiência
        </Heading>
        {!open && (
          <Button
            variant="outline"
            minH="11"
            onClick={() => setOpen(true)}
            disabled={Boolean(disabledReason)}
            title={disabledReason ?? undefined}
          >
            <ClipboardCheck aria-hidden /> Registrar resultado
          </Button>
        )}
      </Flex>
      {done && (
        <Text mt="2" role="status">
          {done}
        </Text>
      )}
      {open && (
        <chakra.form
          display="flex"
          flexDirection="column"
          aria-label="Resultado da audiência"
          noValidate
          gap="3"
          mt="3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField label="O que aconteceu" error={problems.what} required>
            <Textarea rows={4} value={input.what} onChange={(e) => set('what', e.target.value)} />
          </FormField>
          <FormField label="Próximo passo">
            <NativeSelect.Root>
              <NativeSelect.Field
                minH="11"
                value={input.nextStep}
                onChange={(e) => set('nextStep', e.target.value as NextStep)}
              >
                <option value="nenhum">Nenhum</option>
                <option value="prazo">Prazo</option>
                <option value="audiencia">Nova audiência</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {input.nextStep !== 'nenhum' && (
            <FormField label="Título do próximo passo" error={problems.nextTitle} required>
              <Input
                minH="11"
                value={input.nextTitle}
                maxLength={200}
                onChange={(e) => set('nextTitle', e.target.value)}
              />
            </FormField>
          )}
          {input.nextStep === 'prazo' && (
            <FormField label="Dias úteis, a partir da audiência" error={problems.deadlineDays} required>
              <Input
                minH="11"
                inputMode="numeric"
                value={input.deadlineDays}
                onChange={(e) => set('deadlineDays', e.target.value)}
              />
            </FormField>
          )}
          {input.nextStep === 'prazo' && preview?.deadline && (
            <Stack gap="1">
              <Text fontWeight="medium">Vence em {toBr(preview.deadline.dueDate)}</Text>
              <SkippedDaysList skipped={preview.deadline.skipped} />
            </Stack>
          )}
          {input.nextStep === 'audiencia' && (
            <Flex gap="3" wrap="wrap">
              <FormField label="Data da nova audiência" error={problems.hearingDay} required>
                <Input
                  type="date"
                  minH="11"
                  value={input.hearingDay}
                  onChange={(e) => set('hearingDay', e.target.value)}
                />
              </FormField>
              <FormField label="Horário" error={problems.hearingTime} required>
                <Input
                  type="time"
                  minH="11"
                  value={input.hearingTime}
                  onChange={(e) => set('hearingTime', e.target.value)}
                />
              </FormField>
            </Flex>
          )}
          <Flex gap="2">
            <Button type="submit" colorPalette="blue" minH="11" disabled={Boolean(disabledReason)}>
              Salvar resultado
            </Button>
            <Button type="button" variant="ghost" minH="11" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </Flex>
        </chakra.form>
      )}
    </Box>
  );
}
