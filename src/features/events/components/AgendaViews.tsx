import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, MapPin, User } from 'lucide-react';
import type { EventDoc } from '@/data';
import { formatLongDate, formatTime } from '@/lib/format';
import { capitalize, dayStart, groupByDay, type IsoDay } from '../agenda';
import { EventChip, KindBadge } from './EventChip';

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const WEEKDAYS_LONG = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const MAX_IN_CELL = 3;

interface ViewProps {
  days: IsoDay[];
  events: EventDoc[];
  today: IsoDay;
  /** Month shown (month view greys the days of the neighbouring months). */
  month?: number;
  onShowDay: (day: IsoDay) => void;
}

export function MonthView({ days, events, today, month, onShowDay }: ViewProps) {
  const byDay = groupByDay(events, days);
  return (
    <Box borderWidth="1px" borderRadius="l3" overflow="hidden">
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" bg="bg.subtle" aria-hidden>
        {WEEKDAYS.map((w) => (
          <Text key={w} textAlign="center" fontSize="sm" fontWeight="semibold" py="2" textTransform="capitalize">
            {w}
          </Text>
        ))}
      </Grid>
      <Grid as="ol" templateColumns="repeat(7, minmax(0, 1fr))" listStyleType="none" aria-label="Dias do mês">
        {days.map((day) => {
          const d = dayStart(day);
          const list = byDay.get(day) ?? [];
          const outside = month !== undefined && d.month() !== month;
          const isToday = day === today;
          return (
            <Box
              as="li"
              key={day}
              aria-label={`${formatLongDate(day)}${list.length ? `, ${list.length} ${list.length === 1 ? 'evento' : 'eventos'}` : ''}`}
              borderTopWidth="1px"
              borderStartWidth={d.day() === 0 ? 0 : '1px'}
              minH={{ base: '20', md: '28' }}
              p="1"
              bg={outside ? 'bg.muted' : undefined}
            >
              <Button
                variant={isToday ? 'solid' : 'ghost'}
                colorPalette={isToday ? 'blue' : 'gray'}
                size="xs"
                minW="8"
                minH="8"
                borderRadius="full"
                color={outside && !isToday ? 'fg.muted' : undefined}
                aria-label={`Ver ${formatLongDate(day)}`}
                onClick={() => onShowDay(day)}
              >
                {d.date()}
              </Button>
              <Stack gap="1" mt="1">
                {list.slice(0, MAX_IN_CELL).map((e) => (
                  <EventChip key={e.id} event={e} dense />
                ))}
                {list.length > MAX_IN_CELL && (
                  <Button
                    variant="plain"
                    size="xs"
                    h="auto"
                    minH="6"
                    justifyContent="flex-start"
                    px="1"
                    onClick={() => onShowDay(day)}
                  >
                    +{list.length - MAX_IN_CELL} mais
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}

export function WeekView({ days, events, today, onShowDay }: ViewProps) {
  const byDay = groupByDay(events, days);
  return (
    <Grid
      as="ol"
      listStyleType="none"
      templateColumns={{ base: '1fr', md: 'repeat(7, minmax(0, 1fr))' }}
      borderWidth="1px"
      borderRadius="l3"
      overflow="hidden"
      aria-label="Dias da semana"
    >
      {days.map((day) => {
        const d = dayStart(day);
        const list = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <Box
            as="li"
            key={day}
            borderStartWidth={{ base: 0, md: d.day() === 0 ? 0 : '1px' }}
            borderTopWidth={{ base: d.day() === 0 ? 0 : '1px', md: 0 }}
            minH={{ md: '80' }}
            aria-label={formatLongDate(day)}
          >
            <Button
              variant="ghost"
              width="full"
              minH="11"
              h="auto"
              py="1"
              borderRadius="0"
              bg={isToday ? 'blue.subtle' : 'bg.subtle'}
              aria-label={`Ver ${formatLongDate(day)} na lista`}
              onClick={() => onShowDay(day)}
            >
              <Stack gap="0" align="center">
                <Text fontSize="xs" color="fg.muted">
                  {capitalize(WEEKDAYS_LONG[d.day()] ?? '')}
                </Text>
                <Text fontWeight="semibold">{d.format('DD/MM')}</Text>
              </Stack>
            </Button>
            <Stack gap="1.5" p="1.5">
              {list.length === 0 ? (
                <Text fontSize="xs" color="fg.muted" textAlign="center" py="2">
                  Livre
                </Text>
              ) : (
                list.map((e) => (
                  <Box key={e.id}>
                    <EventChip event={e} />
                    {!e.allDay && (
                      <Text fontSize="2xs" color="fg.muted" ps="1.5">
                        até {formatTime(e.end)}
                      </Text>
                    )}
                  </Box>
                ))
              )}
            </Stack>
          </Box>
        );
      })}
    </Grid>
  );
}

interface ListViewProps extends ViewProps {
  clientName: (id: string | null) => string;
  responsibleName: (uid: string | null) => string;
  onExport: (event: EventDoc) => void;
}

export function ListView({ days, events, today, clientName, responsibleName, onExport }: ListViewProps) {
  const byDay = groupByDay(events, days);
  const withEvents = days.filter((d) => (byDay.get(d) ?? []).length > 0);
  return (
    <Stack gap="6">
      {withEvents.map((day) => (
        <Box as="section" key={day} aria-labelledby={`dia-${day}`} id={`lista-${day}`}>
          <Heading as="h3" id={`dia-${day}`} size="md" mb="2" color={day === today ? 'blue.fg' : undefined}>
            {capitalize(formatLongDate(day))}
            {day === today ? ' — hoje' : ''}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {(byDay.get(day) ?? []).map((e) => (
              <Flex
                as="li"
                key={e.id}
                gap="3"
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                align={{ base: 'stretch', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
              >
                <Text fontWeight="semibold" minW="24">
                  {e.allDay ? 'Dia inteiro' : `${formatTime(e.start)}–${formatTime(e.end)}`}
                </Text>
                <Stack gap="1" flex="1" minW="0">
                  <Flex gap="2" align="center" wrap="wrap">
                    <KindBadge kind={e.kind} />
                    <Text fontWeight="medium">{e.title}</Text>
                  </Flex>
                  <Flex gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
                    {e.clientId && <Text>Cliente: {clientName(e.clientId) || '—'}</Text>}
                    {e.location && (
                      <Flex as="span" gap="1" align="center">
                        <MapPin size={14} aria-hidden /> {e.location}
                      </Flex>
                    )}
                    {e.responsibleUid && (
                      <Flex as="span" gap="1" align="center">
                        <User size={14} aria-hidden /> {responsibleName(e.responsibleUid) || 'Responsável'}
                      </Flex>
                    )}
                  </Flex>
                </Stack>
                <Flex gap="2">
                  <Button asChild variant="outline" minH="11">
                    <Link to="/eventos/editar/$id" params={{ id: e.id }} aria-label={`Editar ${e.title}`}>
                      Editar
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    minH="11"
                    aria-label={`Exportar ${e.title} (.ics)`}
                    title="Exportar para o calendário (.ics)"
                    onClick={() => onExport(e)}
                  >
                    <CalendarPlus size={18} aria-hidden /> .ics
                  </Button>
                </Flex>
              </Flex>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
