/**
 * Agenda arithmetic: which days a view shows, how to move between periods, and which
 * local calendar days an event covers.
 *
 * Timed events are instants (ISO UTC) shown in the device's time zone. All-day events are
 * calendar days: the form stores them as UTC midnight of the first and of the last
 * (inclusive) day, and they are always read back with `.slice(0, 10)`, so no time zone can
 * move a hearing day (the same idea as lib/deadlines).
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';
import type { EventDoc } from '@/data';
import { toIsoDay } from '@/lib/format';
import type { AgendaView, IsoDay } from './agenda-search';

export { AGENDA_VIEWS, isIsoDay, type AgendaView, type IsoDay } from './agenda-search';
export const AGENDA_VIEW_LABELS: Record<AgendaView, string> = { mes: 'Mês', semana: 'Semana', lista: 'Lista' };

/** Local midnight of a 'YYYY-MM-DD' day. */
export function dayStart(day: IsoDay): Dayjs {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayjs(new Date(y, m - 1, d)).locale('pt-br');
}

/** Brazilian calendars start the week on Sunday. */
function weekStart(d: Dayjs): Dayjs {
  return d.subtract(d.day(), 'day').startOf('day');
}

export interface AgendaRange {
  /** First and last local day shown (inclusive). */
  from: IsoDay;
  to: IsoDay;
  days: IsoDay[];
  /** 'maio de 2024', '28/04 – 04/05/2024'. */
  title: string;
}

function daysBetween(from: Dayjs, to: Dayjs): IsoDay[] {
  const out: IsoDay[] = [];
  for (let d = from; !d.isAfter(to, 'day'); d = d.add(1, 'day')) out.push(toIsoDay(d));
  return out;
}

/**
 * The days a view shows around `date`: the month grid (whole weeks), the week, or — for
 * the list — the calendar month (the list is the month read as a list).
 */
export function agendaRange(view: AgendaView, date: IsoDay): AgendaRange {
  const d = dayStart(date);
  if (view === 'semana') {
    const from = weekStart(d);
    const to = from.add(6, 'day');
    const sameMonth = from.month() === to.month();
    const title = `${from.format(sameMonth ? 'DD' : 'DD/MM')} – ${to.format('DD/MM/YYYY')}`;
    return { from: toIsoDay(from), to: toIsoDay(to), days: daysBetween(from, to), title };
  }
  const monthStart = d.startOf('month');
  const monthEnd = d.endOf('month').startOf('day');
  const title = monthStart.format('MMMM [de] YYYY');
  if (view === 'lista')
    return { from: toIsoDay(monthStart), to: toIsoDay(monthEnd), days: daysBetween(monthStart, monthEnd), title };
  const from = weekStart(monthStart);
  const to = weekStart(monthEnd).add(6, 'day');
  return { from: toIsoDay(from), to: toIsoDay(to), days: daysBetween(from, to), title };
}

/** The date the previous/next button goes to. */
export function shiftDate(view: AgendaView, date: IsoDay, step: -1 | 1): IsoDay {
  const d = dayStart(date);
  return toIsoDay(view === 'semana' ? d.add(step, 'week') : d.add(step, 'month').startOf('month'));
}

/** An event's interval in epoch ms, [start, end). All-day events cover whole local days. */
export function eventInterval(e: Pick<EventDoc, 'start' | 'end' | 'allDay'>): [number, number] {
  if (e.allDay) {
    const first = dayStart(e.start.slice(0, 10));
    const last = dayStart(e.end.slice(0, 10));
    return [first.valueOf(), last.add(1, 'day').valueOf()];
  }
  const start = Date.parse(e.start);
  const end = Math.max(Date.parse(e.end), start);
  // A zero-length event (a deadline at 18:00) still occupies its instant.
  return [start, end === start ? start + 1 : end];
}

/** The local days an event touches (an all-day hearing over two days shows on both). */
export function eventDays(e: Pick<EventDoc, 'start' | 'end' | 'allDay'>): IsoDay[] {
  if (e.allDay) return daysBetween(dayStart(e.start.slice(0, 10)), dayStart(e.end.slice(0, 10)));
  const [start, end] = eventInterval(e);
  return daysBetween(dayjs(start).startOf('day'), dayjs(end - 1).startOf('day'));
}

/** Events grouped by the local days of `days`, each day sorted all-day first then by start. */
export function groupByDay<T extends Pick<EventDoc, 'start' | 'end' | 'allDay'>>(
  events: readonly T[],
  days: readonly IsoDay[],
): Map<IsoDay, T[]> {
  const map = new Map<IsoDay, T[]>(days.map((d) => [d, []]));
  for (const e of events) for (const day of eventDays(e)) map.get(day)?.push(e);
  for (const list of map.values()) list.sort(compareEvents);
  return map;
}

export function compareEvents(a: Pick<EventDoc, 'start' | 'allDay'>, b: Pick<EventDoc, 'start' | 'allDay'>): number {
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
  const x = a.allDay ? dayStart(a.start.slice(0, 10)).valueOf() : Date.parse(a.start);
  const y = b.allDay ? dayStart(b.start.slice(0, 10)).valueOf() : Date.parse(b.start);
  return x - y;
}

/**
 * The `start` bounds to query the replica for a range. All-day events are stored at UTC
 * midnight, which is the evening before in Brazil, and long events start before the
 * range: the query takes a generous margin and `eventDays` decides what is shown.
 */
export function queryBounds(range: Pick<AgendaRange, 'from' | 'to'>, marginDays = 31): { from: string; to: string } {
  return {
    from: dayStart(range.from).subtract(marginDays, 'day').toISOString(),
    to: dayStart(range.to).add(2, 'day').toISOString(),
  };
}

/** Only the events that touch one of `days`. */
export function eventsInDays<T extends Pick<EventDoc, 'start' | 'end' | 'allDay'>>(
  events: readonly T[],
  days: readonly IsoDay[],
): T[] {
  const set = new Set(days);
  return events.filter((e) => eventDays(e).some((d) => set.has(d))).sort(compareEvents);
}

/** 'maio de 2025' → 'Maio de 2025' (CSS capitalize would also give "De"). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
