import { addDays, weekday, type IsoDay } from '@advocacia/shared/deadlines/days';
import { holidaysOf } from '@advocacia/shared/deadlines/holidays';
import type { QuietHours } from '@advocacia/shared/alerts/preferences';

/**
 * São Paulo wall-clock arithmetic for the staff alerts (issue 36): the firm's alerts are due at
 * a São Paulo time of a São Paulo day (07:00 of D-3, 18:00 of the day before a hearing), and
 * quiet hours are São Paulo hours. The offset is read from the time-zone database (no fixed -03:00).
 */
export const FIRM_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: FIRM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, timeZoneName: 'longOffset' });

/** The São Paulo day of an instant. */
export function spDay(at: Date): IsoDay {
  return dayFormat.format(at);
}

/** The São Paulo 'HH:mm' of an instant. */
export function spTime(at: Date): string {
  return timeFormat.format(at);
}

function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The instant of `hhmm` on São Paulo day `day`. */
export function spInstant(day: IsoDay, hhmm: string): Date {
  const wall = Date.parse(`${day}T${hhmm}:00.000Z`);
  let at = new Date(wall - offsetMinutes(new Date(wall)) * 60_000);
  // A second pass settles an offset that differs on either side of the guess.
  at = new Date(wall - offsetMinutes(at) * 60_000);
  return at;
}

/** The first instant of the São Paulo day after `day` (the end of `day`). */
export function spEndOfDay(day: IsoDay): Date {
  return spInstant(addDays(day, 1), '00:00');
}

/** The São Paulo day of an event's start: all-day events carry the day itself. */
export function eventDay(start: string, allDay: boolean): IsoDay | null {
  if (allDay) return /^\d{4}-\d{2}-\d{2}/.test(start) ? start.slice(0, 10) : null;
  const at = Date.parse(start);
  return Number.isNaN(at) ? null : spDay(new Date(at));
}

/**
 * Whether the firm works on `day`: not a weekend, not a national or court holiday
 * (packages/shared/src/deadlines/holidays.ts, the same list the deadline calculator uses).
 */
export function isFirmBusinessDay(day: IsoDay): boolean {
  const wd = weekday(day);
  if (wd === 0 || wd === 6) return false;
  return !holidaysOf(Number(day.slice(0, 4))).some((h) => h.date === day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: IsoDay): IsoDay {
  let d = addDays(day, 1);
  while (!isFirmBusinessDay(d)) d = addDays(d, 1);
  return d;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When an alert due at `at` may go out under the person's quiet hours: `at` itself outside
 * them; the end of the quiet period inside (a period may cross midnight, 22:00–07:00).
 * Delayed, never dropped.
 */
export function afterQuietHours(at: Date, quiet: QuietHours | null): Date {
  if (!quiet || quiet.start === quiet.end) return at;
  const t = minutesOf(spTime(at));
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? t >= start && t < end : t >= start || t < end;
  if (!inside) return at;
  const day = spDay(at);
  // Crossing midnight and already past the start: the period ends tomorrow.
  const endDay = start > end && t >= start ? addDays(day, 1) : day;
  return spInstant(endDay, quiet.end);
}
