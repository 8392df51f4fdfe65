import { EVENT_KIND_LABELS } from '@/features/events';
import { LEMBRET_STATUS_LABELS } from '@/features/reminders';
import { Badge, Box, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
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

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Eventos
        </Heading>
        {events.length === 0 ? (
          <EmptyState icon={<CalendarDays />} title="Nenhum evento deste cliente" description="Audiências, prazos e reuniões ligados ao cliente aparecem aqui. Crie-os na Agenda." />
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
          <EmptyState icon={<BellRing />} title="Nenhum lembrete deste cliente" description="Lembretes ligados ao cliente aparecem aqui. Crie-os em Lembretes." />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" ps="0">
            {reminders.map((r) => (
              <Box as="li" key={r.id}>
                <Card.Root variant="outline" size="sm">
                  <Card.Body>
                    <Flex justify="space-between" gap="3" wrap="wrap" align="center">
                      <Stack gap="0.5" minW="0">
                        <ChakraLink asChild colorPalette="blue" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
                          <Link to="/lembretes/editar/$id" params={{ id: r.id }}>
                            {r.title}
                          </Link>
                        </ChakraLink>
                        <Text fontSize="sm" color={r.status === 'pendente' && isOverdue(r.dueAt) ? 'fg.error' : 'fg.muted'}>
                          {formatDateTime(r.dueAt)}
                          {r.status === 'pendente' && isOverdue(r.dueAt) ? ' · atrasado' : ''}
                        </Text>
                      </Stack>
                      <Badge>{LEMBRET_STATUS_LABELS[r.status]}</Badge>
                    </Flex>
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </Stack>
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
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {events.map((e) => (
          <Box as="li" key={e.id}>
            <Card.Root variant="outline" size="sm">
              <Card.Body>
                <Flex justify="space-between" gap="3" wrap="wrap" align="center">
                  <Stack gap="0.5" minW="0">
                    <ChakraLink asChild colorPalette="blue" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
                      <Link to="/eventos/editar/$id" params={{ id: e.id }}>
                        {e.title}
                      </Link>
                    </ChakraLink>
                    <Text fontSize="sm" color="fg.muted">
                      {e.allDay ? `${formatDate(e.start)} (dia inteiro)` : `${formatDateTime(e.start)} – ${formatDateTime(e.end)}`}
                      {e.location ? ` · ${e.location}` : ''}
                    </Text>
                  </Stack>
                  <Badge variant="outline">{EVENT_KIND_LABELS[e.kind]}</Badge>
                </Flex>
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
