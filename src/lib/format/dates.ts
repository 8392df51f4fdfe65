/**
 * Date display and parsing, pt-BR.
 *
 * Instants are stored as ISO-8601 UTC strings and shown in the device's local time
 * ('DD/MM/YYYY HH:mm', spec section 9). Calendar days (birth dates, deadlines) are
 * stored as 'YYYY-MM-DD' and never shifted through a time zone: `new Date('2024-05-01')`
 * is UTC midnight, which is still 30/04 in Brazil, so day strings are parsed as local.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';
import { brDateToIso, isValidIsoDate, type IsoDay } from '@advocacia/shared/validation/date';

export type { IsoDay };

export type DateInput = string | number | Date | Dayjs | null | undefined;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** dayjs in pt-br for an instant or a 'YYYY-MM-DD' day (local midnight); null when invalid. */
export function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    if (!isValidIsoDate(value)) return null;
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return dayjs(new Date(y, m - 1, d)).locale('pt-br');
  }
  const d = dayjs(value);
  return d.isValid() ? d.locale('pt-br') : null;
}

/** '01/05/2024 10:00' in local time; '' for missing or invalid values (lists show blank). */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format('DD/MM/YYYY HH:mm') ?? '';
}

/** '01/05/2024'; '' for missing or invalid values. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('DD/MM/YYYY') ?? '';
}

/** '10:00' */
export function formatTime(value: DateInput): string {
  return toDayjs(value)?.format('HH:mm') ?? '';
}

/** 'quarta-feira, 1 de maio de 2024' — agenda headers and printed documents. */
export function formatLongDate(value: DateInput): string {
  return toDayjs(value)?.format('dddd, D [de] MMMM [de] YYYY') ?? '';
}

/** 'DD/MM/YYYY' typed by the user → 'YYYY-MM-DD', or null when not a real date. */
export function parseBrDate(value: string): string | null {
  return brDateToIso(value);
}

/**
 * 'DD/MM/YYYY HH:mm' typed in local time → ISO UTC instant ('2024-05-01T13:00:00.000Z'),
 * or null when not a real date/time.
 */
export function parseBrDateTime(value: string): string | null {
  const m = /^(\d{2}\/\d{2}\/\d{4})\s+([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!m) return null;
  const day = brDateToIso(m[1] ?? '');
  if (!day) return null;
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, mo - 1, d, Number(m[2]), Number(m[3])).toISOString();
}

/**
 * Local calendar day of an instant as 'YYYY-MM-DD' (for grouping and date inputs); '' when invalid.
 * The app's one "today as a day": `toIsoDay(new Date())`.
 */
export function toIsoDay(value: DateInput): IsoDay {
  return toDayjs(value)?.format('YYYY-MM-DD') ?? '';
}

/** Same local calendar day as `now`. */
export function isToday(value: DateInput, now: DateInput = new Date()): boolean {
  const d = toDayjs(value);
  const n = toDayjs(now);
  return !!d && !!n && d.isSame(n, 'day');
}

/**
 * Past due. An instant is overdue once it has passed; a 'YYYY-MM-DD' day (e.g. a deadline)
 * only once the whole day has passed — a deadline ending today is not yet overdue.
 */
export function isOverdue(value: DateInput, now: DateInput = new Date()): boolean {
  const d = toDayjs(value);
  const n = toDayjs(now);
  if (!d || !n) return false;
  if (typeof value === 'string' && DAY_ONLY.test(value)) return d.isBefore(n, 'day');
  return d.isBefore(n);
}

/** Whole local calendar days from `now` to `value` (negative in the past). */
export function daysFromNow(value: DateInput, now: DateInput = new Date()): number | null {
  const d = toDayjs(value);
  const n = toDayjs(now);
  if (!d || !n) return null;
  return d.startOf('day').diff(n.startOf('day'), 'day');
}

/** 'Hoje', 'Amanhã', 'Ontem', otherwise 'DD/MM/YYYY' — list captions. */
export function relativeDayLabel(value: DateInput, now: DateInput = new Date()): string {
  const diff = daysFromNow(value, now);
  if (diff === null) return '';
  if (diff === 0) return 'Hoje';
  if (diff === 1) return 'Amanhã';
  if (diff === -1) return 'Ontem';
  return formatDate(value);
}
