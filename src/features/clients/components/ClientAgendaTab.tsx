import { EVENT_KIND_LABELS } from '@/features/events/labels';
import { LEMBRET_STATUS_LABELS } from '@/features/reminders';
import { Badge, Box, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CalendarDays, BellRing } from 'lucide-react';
import { useLiveQuery } from '@/data';
import { EmptyState } from '@/components/data-list';
import { formatDate, formatDateTime, isOverdue } from '@/lib/format';

/** The client's events and reminders, read-only; each links to its own edit screen. */
export function ClientAgendaTab({ clientId }: { clientId: string }) {
  const { data: events } = useLiveQuery('events', { selector: { clientId }, sort: [{ start: 'desc' }] });
  const { data: reminders } = useLiveQuery('lembrets', { selector: { clientId }, sort: [{ dueAt: 'desc' }] });
  const now = new Date().toISOString();
  const upcoming = events.filter((e) => e.end >= now).reverse();
  const past = events.filter((e) => e.end < now);
  const late = (r: (typeof reminders)[number]) => r.status === 'pendente' && isOverdue(r.dueAt);

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Eventos
        </Heading>
        {events.length === 0 ? (
          <EmptyState
            icon={<CalendarDays />}
            title="Nenhum evento deste cliente"
            description="Audiências, prazos e reuniões ligados ao cliente aparecem aqui. Crie-os na Agenda."
          />
        ) : (
          <>
            {upcoming.length > 0 && <EventGroup title="Próximos" events={upcoming} />}
            {past.length > 0 && <EventGroup title="Anteriores" events={past} />}
          </>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Lembretes
        </Heading>
        {reminders.length === 0 ? (
          <EmptyState
            icon={<BellRing />}
            title="Nenhum lembrete deste cliente"
            description="Lembretes ligados ao cliente aparecem aqui. Crie-os em Lembretes."
          />
        ) : (
          <RecordCards
            rows={reminders}
            to="/lembretes/editar/$id"
            detail={(r) => `${formatDateTime(r.dueAt)}${late(r) ? ' · atrasado' : ''}`}
            detailColor={(r) => (late(r) ? 'fg.error' : 'fg.muted')}
            badge={(r) => <Badge>{LEMBRET_STATUS_LABELS[r.status]}</Badge>}
          />
        )}
      </Stack>
    </Stack>
  );
}

function EventGroup({ title, events }: { title: string; events: ReturnType<typeof useLiveQuery<'events'>>['data'] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" color="fg.muted">
        {title}
      </Heading>
      <RecordCards
        rows={events}
        to="/eventos/editar/$id"
        detail={(e) =>
          `${e.allDay ? `${formatDate(e.start)} (dia inteiro)` : `${formatDateTime(e.start)} – ${formatDateTime(e.end)}`}${e.location ? ` · ${e.location}` : ''}`
        }
        badge={(e) => <Badge variant="outline">{EVENT_KIND_LABELS[e.kind]}</Badge>}
      />
    </Stack>
  );
}

/** The client's records as cards: the title links to the record's edit screen, a line of detail under it, a badge beside. */
function RecordCards<T extends { id: string; title: string }>({
  rows,
  to,
  detail,
  detailColor = () => 'fg.muted',
  badge,
}: {
  rows: readonly T[];
  to: '/eventos/editar/$id' | '/lembretes/editar/$id';
  detail: (row: T) => string;
  detailColor?: (row: T) => string;
  badge: (row: T) => ReactNode;
}) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" ps="0">
      {rows.map((row) => (
        <Box as="li" key={row.id}>
          <Card.Root variant="outline" size="sm">
            <Card.Body>
              <Flex justify="space-between" gap="3" wrap="wrap" align="center">
                <Stack gap="0.5" minW="0">
                  <ChakraLink
                    asChild
                    colorPalette="blue"
                    fontWeight="medium"
                    minH="11"
                    display="inline-flex"
                    alignItems="center"
                  >
                    <Link to={to} params={{ id: row.id }}>
                      {row.title}
                    </Link>
                  </ChakraLink>
                  <Text fontSize="sm" color={detailColor(row)}>
                    {detail(row)}
                  </Text>
                </Stack>
                {badge(row)}
              </Flex>
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
}
