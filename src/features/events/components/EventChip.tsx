import { EVENT_KIND_LABELS } from '../labels';
import { Badge, Box, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { type EventDoc } from '@/data';
import { formatTime } from '@/lib/format';

export const KIND_PALETTE: Record<EventDoc['kind'], string> = {
  audiencia: 'purple',
  prazo: 'red',
  reuniao: 'blue',
  outro: 'gray',
};

export function timeLabel(e: EventDoc): string {
  return e.allDay ? 'Dia inteiro' : formatTime(e.start);
}

export function KindBadge({ kind }: { kind: EventDoc['kind'] }) {
  return (
    <Badge colorPalette={KIND_PALETTE[kind]} variant="subtle">
      {EVENT_KIND_LABELS[kind]}
    </Badge>
  );
}

/**
 * A compact, tappable event in the month and week grids (opens the edit form). `dense`: in the
 * month grid on a phone a day is ~50 px wide, too narrow for a title — the chip keeps the time
 * (or, all day, just the kind's colour); its name still says everything.
 */
export function EventChip({ event, dense = false }: { event: EventDoc; dense?: boolean }) {
  const palette = KIND_PALETTE[event.kind];
  return (
    <Box
      asChild
      display="block"
      borderStartWidth="3px"
      borderColor={`${palette}.solid`}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      borderRadius="l1"
      px={dense ? { base: '1', sm: '1.5' } : '1.5'}
      py="1"
      fontSize={dense ? { base: '2xs', sm: 'xs' } : 'xs'}
      minH="6"
      _hover={{ textDecoration: 'underline' }}
      focusRing="outside"
      // A title attribute shows on hover only: focused from the keyboard, the chip grows to the whole title (issue 30).
      css={{ '&:focus-visible [data-part=event-title]': { WebkitLineClamp: 'unset', lineClamp: 'unset' } }}
    >
      {/* The title attribute shows the whole title where the grids cut it to three lines; so do focus and the day's list. */}
      <Link
        to="/eventos/editar/$id"
        params={{ id: event.id }}
        aria-label={`${EVENT_KIND_LABELS[event.kind]}: ${event.title}, ${timeLabel(event)}`}
        title={`${event.title} (${timeLabel(event)})`}
      >
        <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
          {event.allDay ? '' : `${formatTime(event.start)} `}
        </Text>
        <Box as="span" display={dense ? { base: 'none', sm: 'inline' } : 'inline'}>
          <Text as="span" lineClamp={3} data-part="event-title">
            {event.title}
          </Text>
        </Box>
      </Link>
    </Box>
  );
}
