import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react';
import { Gavel } from 'lucide-react';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import { toIsoDay } from '@/lib/format';
import { HOME_CARD_LIMIT, useDeadlineEvents, useProcessesById } from '../hooks/use-home-data';
import { deadlineQueryRange, deadlineRemainingText, upcomingDeadlines } from '../upcoming-deadlines';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/**
 * Home: "Prazos próximos" (issue 36) — the deadlines of the next 7 days, the overdue ones first
 * in red, each with its process and the business days left in its court's calendar. From the
 * local replica: offline too.
 */
export function DeadlinesCard({ now }: { now: Date }) {
  const today = toIsoDay(now);
  const range = useMemo(() => deadlineQueryRange(today), [today]);
  const { items: events, loading } = useDeadlineEvents(range);
  const processes = useProcessesById(events.flatMap((e) => (e.processId ? [e.processId] : [])));
  const deadlines = useMemo(
    () => upcomingDeadlines(events, today, (id) => (id ? processes.get(id)?.cnj : undefined)),
    [events, today, processes],
  );
  const overdue = deadlines.filter((d) => d.overdue).length;
  const rows = deadlines.slice(0, HOME_CARD_LIMIT).map((d) => ({ ...d, id: d.event.id }));
  return (
    <HomeCard
      id="prazos"
      title="Prazos próximos"
      icon={Gavel}
      count={deadlines.length}
      countPalette={overdue > 0 ? 'red' : 'orange'}
      loading={loading}
      viewAll={{ to: '/eventos', label: 'Ver agenda' }}
    >
      <CardList
        label="Prazos: vencidos primeiro, depois os dos próximos 7 dias"
        items={rows}
        empty={<CardEmpty>Nenhum prazo nos próximos 7 dias.</CardEmpty>}
        row={(d) => {
          const process = d.event.processId ? processes.get(d.event.processId) : undefined;
          return {
            // With a process, its page (where the deadline is worked); without one, the event.
            ...(process
              ? {
                  to: '/clientes/editar/$id',
                  params: { id: process.clientId },
                  search: { aba: 'processos', processo: process.id },
                }
              : { to: '/eventos/editar/$id', params: { id: d.event.id } }),
            primary: d.event.title,
            secondary: process?.cnj ? `Processo ${formatCnj(process.cnj)}` : 'Sem processo vinculado',
            aside: (
              <Badge
                colorPalette={d.overdue ? 'red' : d.businessDaysLeft <= 1 ? 'orange' : 'blue'}
                variant={d.overdue ? 'solid' : 'surface'}
                flexShrink={0}
                data-overdue={d.overdue || undefined}
              >
                {deadlineRemainingText(d, today)}
              </Badge>
            ),
          };
        }}
      />
    </HomeCard>
  );
}
