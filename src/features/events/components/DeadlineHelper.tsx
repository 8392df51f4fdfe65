import { useId, useMemo, useState } from 'react';
import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { CheckboxField, DateInput } from '@/components/form';
import { CalendarCheck } from 'lucide-react';
import { addBusinessDays, describeDeadline, toBr, type DeadlineResult } from '@/lib/deadlines';
import { formatLongDate } from '@/lib/format';
import { isIsoDay } from '../agenda';
import { BusinessDaysInput } from './BusinessDaysInput';
import { SkippedDaysList } from './SkippedDaysList';

interface DeadlineHelperProps {
  /** Default "a partir de" day (intimation/publication). */
  defaultStart: string;
  onApply: (result: DeadlineResult, description: string) => void;
}

/**
 * "N dias úteis a partir de <data>": counts per CPC art. 219 (business days only), art. 220
 * (20/12–20/01 suspended) and art. 224 (start day excluded) with lib/deadlines, and shows
 * every day it skipped and why, so the lawyer can check the count instead of trusting it.
 */
export function DeadlineHelper({ defaultStart, onApply }: DeadlineHelperProps) {
  const [days, setDays] = useState('15');
  const [start, setStart] = useState(defaultStart);
  const [federal, setFederal] = useState(false);
  const daysId = useId();
  const startId = useId();

  const n = Number(days);
  const valid = Number.isInteger(n) && n >= 1 && n <= 365 && isIsoDay(start);
  const result = useMemo(
    () => (valid ? addBusinessDays(start, n, { federalJustice: federal }) : null),
    [valid, start, n, federal],
  );

  return (
    <Box as="section" aria-labelledby={`${daysId}-title`} borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Text id={`${daysId}-title`} as="h2" fontWeight="semibold" mb="1">
        Calcular prazo em dias úteis
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        CPC art. 219 (só dias úteis), art. 220 (suspensão de 20/12 a 20/01) e art. 224 (exclui o dia do começo).
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <BusinessDaysInput id={daysId} value={days} onChange={setDays} w="32" />
        <Stack gap="1" w="52">
          <chakra.label htmlFor={startId} fontSize="sm" fontWeight="medium">
            A partir de (intimação)
          </chakra.label>
          <DateInput id={startId} value={start} onValueChange={setStart} />
        </Stack>
        <CheckboxField checked={federal} onCheckedChange={setFederal} alignItems="center">
          Feriados da Justiça Federal
        </CheckboxField>
      </Flex>

      {!valid && (
        <Text mt="3" fontSize="sm" color="fg.error">
          Informe de 1 a 365 dias úteis e uma data válida.
        </Text>
      )}
      {result && (
        <Stack mt="4" gap="2" aria-live="polite">
          <Text data-testid="deadline-result">
            {describeDeadline(result.days, result.startDate)}: <strong>vence em {toBr(result.dueDate)}</strong> (
            {formatLongDate(result.dueDate)}).
          </Text>
          {result.skipped.length > 0 ? (
            <SkippedDaysList skipped={result.skipped} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Nenhum dia foi pulado: todos os dias do período são úteis.
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            Feriados estaduais, municipais e do tribunal não entram na conta: confira o calendário do tribunal.
          </Text>
          <Box>
            <Button
              colorPalette="blue"
              variant="outline"
              minH="11"
              onClick={() =>
                onApply(
                  result,
                  `${describeDeadline(result.days, result.startDate)} (CPC art. 219): vence em ${toBr(result.dueDate)}.`,
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
