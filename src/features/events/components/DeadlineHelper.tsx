import { useId, useMemo, useState } from 'react';
import { Box, Button, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CheckboxField, DateInput } from '@/components/form';
import { CalendarCheck } from 'lucide-react';
import {
  calendarFor,
  deadlineFrom,
  courtCodeOfCnj,
  describeDeadline,
  ruleBasis,
  toBr,
  type CountRule,
  type DeadlineResult,
} from '@/lib/deadlines';
import { formatLongDate } from '@/lib/format';
import { useLiveQuery } from '@/data';
import { useFirmClosures } from '@/features/court-calendar';
import { isIsoDay } from '../agenda';
import { BusinessDaysInput } from './BusinessDaysInput';
import { CountRuleFields, daysLabel } from './CountRuleFields';
import { CourtCalendarNote } from './CourtCalendarNote';
import { SkippedDaysList } from './SkippedDaysList';

interface DeadlineHelperProps {
  /** Default "a partir de" day (intimation/publication). */
  defaultStart: string;
  /** The event's process: its CNJ number tells the court, and so its calendar. */
  processId?: string;
  onApply: (result: DeadlineResult, description: string) => void;
}

/**
 * "N dias a partir de <data>" with the product's one court calendar (lib/deadlines, issue 38):
 * the court of the event's process (or typed), its state's holidays, the firm's "Feriados e
 * suspensões", the CPC art. 220 suspension and art. 224, in business or calendar days, doubled
 * or not; it shows every day it skipped and why, so the lawyer can check the count instead of
 * trusting it. DataJud's "Criar prazo" opens this form with the movement's process.
 */
export function DeadlineHelper({ defaultStart, processId, onApply }: DeadlineHelperProps) {
  const [days, setDays] = useState('15');
  const [start, setStart] = useState(defaultStart);
  const [federal, setFederal] = useState(false);
  const [rule, setRule] = useState<Required<CountRule>>({ mode: 'business', doubled: false });
  const [typedCourt, setTypedCourt] = useState<string | null>(null);
  const daysId = useId();
  const startId = useId();
  const courtId = useId();
  const { data: processes } = useLiveQuery('proccess', { selector: { id: processId || '__none__' } });
  const { closures } = useFirmClosures();
  const processCourt = courtCodeOfCnj(processes[0]?.cnj ?? '');
  const court = typedCourt ?? processCourt;

  const n = Number(days);
  const valid = Number.isInteger(n) && n >= 1 && n <= 365 && isIsoDay(start);
  const request = useMemo(
    () => ({ court, closures, federalJustice: federal, ...rule }),
    [court, closures, federal, rule],
  );
  const calendar = useMemo(() => calendarFor(request), [request]);
  const result = useMemo(() => (valid ? deadlineFrom(start, n, request) : null), [valid, start, n, request]);

  return (
    <Box as="section" aria-labelledby={`${daysId}-title`} borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Text id={`${daysId}-title`} as="h2" fontWeight="semibold" mb="1">
        Calcular prazo
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        CPC art. 219 (dias úteis) ou CPP art. 798 (dias corridos), art. 220 (suspensão de 20/12 a 20/01) e art. 224
        (exclui o dia do começo), com o calendário do tribunal.
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <BusinessDaysInput id={daysId} value={days} onChange={setDays} w="32" label={daysLabel(rule)} />
        <Stack gap="1" w="52">
          <chakra.label htmlFor={startId} fontSize="sm" fontWeight="medium">
            A partir de (intimação)
          </chakra.label>
          <DateInput id={startId} value={start} onValueChange={setStart} />
        </Stack>
        <Stack gap="1" w="32">
          <chakra.label htmlFor={courtId} fontSize="sm" fontWeight="medium">
            Tribunal
          </chakra.label>
          <Input
            id={courtId}
            minH="11"
            placeholder="Ex.: TJSP"
            value={court}
            onChange={(e) => setTypedCourt(e.target.value.toUpperCase().slice(0, 10))}
          />
        </Stack>
        <CountRuleFields rule={rule} onChange={setRule} />
        {!calendar.court.startsWith('TRF') && (
          <CheckboxField checked={federal} onCheckedChange={setFederal} alignItems="center">
            Feriados da Justiça Federal
          </CheckboxField>
        )}
      </Flex>

      {!valid && (
        <Text mt="3" fontSize="sm" color="fg.error">
          Informe de 1 a 365 dias e uma data válida.
        </Text>
      )}
      {result && (
        <Stack mt="4" gap="2" aria-live="polite">
          <Text data-testid="deadline-result">
            {describeDeadline(result.days, result.startDate, rule)}: <strong>vence em {toBr(result.dueDate)}</strong> (
            {formatLongDate(result.dueDate)}).
          </Text>
          {result.skipped.length > 0 ? (
            <SkippedDaysList skipped={result.skipped} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Nenhum dia foi pulado: todos os dias do período são úteis.
            </Text>
          )}
          <CourtCalendarNote calendar={calendar} />
          <Box>
            <Button
              colorPalette="blue"
              variant="outline"
              minH="11"
              onClick={() =>
                onApply(
                  result,
                  `${describeDeadline(result.days, result.startDate, rule)} (${ruleBasis(rule)}${calendar.court ? `; ${calendar.court}` : ''}): vence em ${toBr(result.dueDate)}.`,
                )
              }
            >
              <CalendarCheck size={18} aria-hidden /> Usar {toBr(result.dueDate)} como data do prazo
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
