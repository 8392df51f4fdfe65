import { Text } from '@chakra-ui/react';
import type { CourtCalendar } from '@/lib/deadlines';

/** Which holidays a count included, and what the lawyer still checks (the same words wherever a deadline is counted). */
export function CourtCalendarNote({ calendar }: { calendar: CourtCalendar }) {
  const parts = [
    calendar.court
      ? `Calendário do ${calendar.court}: feriados nacionais e forenses`
      : 'Tribunal não informado: feriados nacionais e forenses',
    calendar.uf ? `estaduais de ${calendar.uf}` : '',
    calendar.federalJustice ? 'da Justiça Federal' : '',
    calendar.firmClosures > 0
      ? `${calendar.firmClosures} ${calendar.firmClosures === 1 ? 'cadastrado' : 'cadastrados'} pelo escritório`
      : '',
  ].filter(Boolean);
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="court-calendar-note">
      {parts.join(', ')}. Feriados municipais e atos do tribunal contam quando cadastrados em "Feriados e suspensões":
      confira antes de confirmar.
    </Text>
  );
}
