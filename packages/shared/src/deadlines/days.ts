/**
 * Calendar-day arithmetic on 'YYYY-MM-DD' strings.
 *
 * Deadlines are about calendar days, not instants, so everything here runs in UTC on
 * day strings: no device time zone or daylight-saving change can move a day. The local day of a
 * Date (what the user sees) is lib/format's `toIsoDay`. No dayjs here: functions/ imports this file.
 */
// '.js': functions/ compiles this file with Node's module resolution.
import type { IsoDay } from '../validation/date.js';

export type { IsoDay };

export function parseDay(day: IsoDay): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`Data inválida: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== day) throw new RangeError(`Data inválida: ${day}`);
  return d;
}

export function formatDay(d: Date): IsoDay {
  return d.toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, n: number): IsoDay {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + n);
  return formatDay(d);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: IsoDay): number {
  return parseDay(day).getUTCDay();
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function toBr(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
