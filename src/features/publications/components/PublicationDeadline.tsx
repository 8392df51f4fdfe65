import { useId, useMemo, useState } from 'react';
import { Box, Button, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarCheck, CalendarPlus, CircleAlert } from 'lucide-react';
import type { ProcessStatusDoc } from '@/data';
import {
  calendarFor,
  DEFAULT_INTIMATION_DAYS,
  describePeriod,
  INTIMATION_DAY_PICKS,
  deadlineFromAvailability,
  toBr,
  type CountRule,
} from '@/lib/deadlines';
import { saveWithNotice } from '@/components/form';
import { BusinessDaysInput, CountRuleFields, CourtCalendarNote, daysLabel, SkippedDaysList } from '@/features/events';
import { useFirmClosures } from '@/features/court-calendar';
import { createPublicationDeadline } from '../api/publication-writes';
import { cancellationText, deadlineCreatedText } from '../labels';

/**
 * The deadline of an intimation, computed and shown — disponibilização → publicação → início →
 * vencimento for the number of days the lawyer chooses (15 business days prefilled; 5, 10, 15, 30;
 * calendar days or doubled when the deadline is so) — with every day that did not count and why,
 * from the product's one court calendar (the court's state holidays and the firm's "Feriados e
 * suspensões": lib/deadlines, issue 38). Nothing is decided for the lawyer: "Criar prazo"
 * creates the event they confirm. Works offline (the count is local, the event syncs later).
 */
export function PublicationDeadline({
  publication,
  responsibleUid,
}: {
  publication: ProcessStatusDoc;
  responsibleUid: string | null;
}) {
  const [days, setDays] = useState(String(DEFAULT_INTIMATION_DAYS));
  const [saving, setSaving] = useState(false);
  const [rule, setRule] = useState<Required<CountRule>>({ mode: 'business', doubled: false });
  const daysId = useId();
  const availableOn = publication.djen?.availableOn ?? '';
  const { closures } = useFirmClosures();
  const request = useMemo(
    () => ({ court: publication.djen?.court ?? '', cnj: publication.djen?.cnj ?? '', closures, ...rule }),
    [publication.djen?.court, publication.djen?.cnj, closures, rule],
  );
  const calendar = useMemo(() => calendarFor(request), [request]);
  const n = Number(days);
  const valid = Number.isInteger(n) && n >= 1 && n <= 365 && /^\d{4}-\d{2}-\d{2}$/.test(availableOn);
  const result = useMemo(
    () => (valid ? deadlineFromAvailability(availableOn, n, request) : null),
    [valid, availableOn, n, request],
  );

  // Issue 38: a communication the court cancelled never silently keeps (or gets) a deadline.
  const cancelled = cancellationText(publication);
  if (cancelled) {
    return (
      <Stack gap="1" data-testid="publication-cancelled" role="alert">
        <HStack gap="2" color="fg.error">
          <CircleAlert size={18} aria-hidden />
          <Text fontWeight="semibold">{cancelled}</Text>
        </HStack>
        <Text fontSize="sm">
          {publication.deadlineDueOn
            ? `${deadlineCreatedText(publication.deadlineDueOn)} — marcado como cancelado na agenda: confira antes de cumprir.`
            : 'Nenhum prazo a criar a partir desta publicação.'}
        </Text>
      </Stack>
    );
  }
  if (publication.deadlineDueOn) {
    return (
      <HStack gap="2" color="green.fg" data-testid="publication-deadline-created">
        <CalendarCheck size={18} aria-hidden />
        <Text fontWeight="semibold">{deadlineCreatedText(publication.deadlineDueOn)}</Text>
      </HStack>
    );
  }
  if (!availableOn) return null;

  const create = async () => {
    if (!result) return;
    setSaving(true);
    await saveWithNotice(() => createPublicationDeadline(publication, result, responsibleUid));
    setSaving(false);
  };

  return (
    <Box
      as="section"
      aria-label="Prazo da intimação"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      bg="bg.subtle"
      data-testid="publication-deadline"
    >
      <Flex gap="3" wrap="wrap" align="flex-end">
        <BusinessDaysInput id={daysId} value={days} onChange={setDays} w="28" label={daysLabel(rule)} />
        <HStack gap="2" wrap="wrap" role="group" aria-label="Prazos comuns">
          {INTIMATION_DAY_PICKS.map((pick) => (
            <Button
              key={pick}
              size="sm"
              minH="11"
              variant={n === pick ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={n === pick}
              onClick={() => setDays(String(pick))}
            >
              {pick} dias
            </Button>
          ))}
        </HStack>
        <CountRuleFields rule={rule} onChange={setRule} />
      </Flex>
      {!valid && (
        <Text mt="3" fontSize="sm" color="fg.error">
          Informe de 1 a 365 dias.
        </Text>
      )}
      {result && (
        <Stack mt="4" gap="2" aria-live="polite">
          <chakra.dl
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="4"
            rowGap="1"
            fontSize="sm"
            data-testid="publication-deadline-dates"
          >
            <chakra.dt color="fg.muted">Disponibilização</chakra.dt>
            <chakra.dd>{toBr(result.availableOn)}</chakra.dd>
            <chakra.dt color="fg.muted">Publicação</chakra.dt>
            <chakra.dd>{toBr(result.publishedOn)} (1º dia útil seguinte; Lei 11.419/2006, art. 4º §3º)</chakra.dd>
            <chakra.dt color="fg.muted">Início do prazo</chakra.dt>
            <chakra.dd>{toBr(result.startsOn)}</chakra.dd>
            <chakra.dt color="fg.muted">Vencimento</chakra.dt>
            <chakra.dd fontWeight="semibold" data-testid="publication-deadline-due">
              {toBr(result.dueOn)} ({describePeriod(result.days, result)})
            </chakra.dd>
          </chakra.dl>
          {result.skipped.length > 0 && <SkippedDaysList skipped={result.skipped} maxH="32" />}
          <CourtCalendarNote calendar={calendar} />
          <Box>
            <Button colorPalette="blue" minH="11" loading={saving} onClick={() => void create()}>
              <CalendarPlus size={18} aria-hidden /> Criar prazo
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
