import type { EventDoc } from '@/data';
import { addDays, businessDaysBetween, courtCalendar, toBr, type IsoDay } from '@/lib/deadlines';
import { toIsoDay } from '@/lib/format/dates';

/** How far ahead "Prazos próximos" looks, in calendar days from today. */
export const DEADLINES_AHEAD_DAYS = 7;
/**
 * A `prazo` event has no "cumprido" flag: a deadline that passed is shown as overdue for this
 * many days, long enough to notice one missed over a weekend or a holiday week, then it leaves.
 */
export const DEADLINES_OVERDUE_DAYS = 7;

export interface UpcomingDeadline {
  event: EventDoc;
  dueOn: IsoDay;
  overdue: boolean;
  /** Business days from today to the due day in the court's calendar (its process's CNJ number). */
  businessDaysLeft: number;
}

/** The day a deadline falls due: an all-day event's date (stored as UTC midnight), a timed one's local day. */
export function deadlineDay(event: Pick<EventDoc, 'start' | 'allDay'>): IsoDay {
  return event.allDay ? event.start.slice(0, 10) : toIsoDay(event.start);
}

/** The ISO bounds to query `events` by `start` (a day wider each side: time zones), filtered by day after. */
export function deadlineQueryRange(today: IsoDay): { from: string; to: string } {
  return {
    from: `${addDays(today, -DEADLINES_OVERDUE_DAYS - 1)}T00:00:00.000Z`,
    to: `${addDays(today, DEADLINES_AHEAD_DAYS + 2)}T00:00:00.000Z`,
  };
}

/**
 * The card's rows: overdue ones first (the oldest first), then the next days' in due order.
 * `cnjOf` gives an event's process number (20 digits), whose court's holidays count.
 */
export function upcomingDeadlines(
  events: readonly EventDoc[],
  today: IsoDay,
  cnjOf: (processId: string | null) => string | undefined,
): UpcomingDeadline[] {
  const first = addDays(today, -DEADLINES_OVERDUE_DAYS);
  const last = addDays(today, DEADLINES_AHEAD_DAYS);
  return events
    .filter((e) => e.kind === 'prazo')
    .map((event) => ({ event, dueOn: deadlineDay(event) }))
    .filter(({ dueOn }) => dueOn >= first && dueOn <= last)
    .map(({ event, dueOn }) => ({
      event,
      dueOn,
      overdue: dueOn < today,
      businessDaysLeft: businessDaysBetween(today, dueOn, courtCalendar('', cnjOf(event.processId) ?? '').options),
    }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueOn.localeCompare(b.dueOn));
}

/** "Vencido em 02/12/2026", "Vence hoje", "falta 1 dia útil", "faltam 4 dias úteis". */
export function deadlineRemainingText(
  d: Pick<UpcomingDeadline, 'dueOn' | 'overdue' | 'businessDaysLeft'>,
  today: IsoDay,
) {
  if (d.overdue) return `Vencido em ${toBr(d.dueOn)}`;
  if (d.dueOn === today) return 'Vence hoje';
  return d.businessDaysLeft === 1 ? 'falta 1 dia útil' : `faltam ${d.businessDaysLeft} dias úteis`;
}
