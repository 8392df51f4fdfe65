import { EVENT_KIND_LABELS } from '@/features/events/labels';
import { Badge } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';

import { formatTime, isToday } from '@/lib/format';
import { HOME_CARD_LIMIT, useClientNames, useTodayEvents } from '../hooks/use-home-data';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/** Today's hearings, deadlines and meetings in time order. */
export function AgendaCard({ now }: { now: Date }) {
  const { items, loading } = useTodayEvents(now);
  const shown = items.slice(0, HOME_CARD_LIMIT);
  const clientName = useClientNames(shown.map((e) => e.clientId));
  return (
    <HomeCard
      id="agenda"
      title="Agenda de hoje"
      icon={CalendarClock}
      count={items.length}
      loading={loading}
      viewAll={{ to: '/eventos', label: 'Ver agenda' }}
    >
      <CardList
        label="Compromissos de hoje"
        items={shown}
        empty={
          <CardEmpty create={{ to: '/eventos/cadastrar', label: 'Novo evento' }}>
            Nenhum compromisso para hoje.
          </CardEmpty>
        }
        row={(event) => {
          // An event that began on an earlier day and is still running has no "start time" today.
          const when = event.allDay ? 'Dia todo' : isToday(event.start, now) ? formatTime(event.start) : 'Em andamento';
          return {
            to: '/eventos/editar/$id',
            params: { id: event.id },
            primary: event.title,
            secondary: [EVENT_KIND_LABELS[event.kind], clientName(event.clientId), event.location]
              .filter(Boolean)
              .join(' · '),
            aside: (
              <Badge variant="surface" colorPalette={event.kind === 'prazo' ? 'red' : 'blue'} flexShrink={0}>
                {when}
              </Badge>
            ),
          };
        }}
      />
    </HomeCard>
  );
}
