/**
 * Procedural deadline counting, CPC (Lei 13.105/2015):
 * - art. 219: deadlines in days count business days only;
 * - art. 220: deadlines are suspended from 20 December to 20 January, inclusive;
 * - art. 224: the start day is excluded and the last day included; counting begins on
 *   the first business day after the start (§3); a day on which the court opens late or
 *   closes early cannot be the first or the last counted day (§1, read as courts announce
 *   it: "prazos que se iniciariam ou venceriam na Quarta-feira de Cinzas ficam
 *   prorrogados") — here, Ash Wednesday. Inside the period it counts.
 *
 * The counter returns the skipped days with pt-BR reasons so the screen can explain the
 * result instead of asking the lawyer to trust it.
 */
import { toIsoDay } from '../format/dates';
import { addDays, parseDay, toBr, weekday, type IsoDay } from '@advocacia/shared/deadlines/days';
import { HOLIDAY_KIND_LABEL, holidaysOf, movableDates, type HolidayOptions } from './holidays';

export interface DeadlineOptions extends HolidayOptions {
  /** Apply the CPC art. 220 suspension, 20/12–20/01 (default true). */
  suspension?: boolean;
  /** Treat Ash Wednesday as a reduced-hours day (CPC art. 224 §1º; default true). */
  ashWednesdayReduced?: boolean;
}

export interface SkippedDay {
  date: IsoDay;
  /** pt-BR, e.g. 'Sábado', 'Feriado nacional: Tiradentes'. */
  reason: string;
}

export interface DeadlineResult {
  /** The day the deadline starts from (intimation/publication), as given. */
  startDate: IsoDay;
  /** Number of business days requested. */
  days: number;
  /** Last day to act. */
  dueDate: IsoDay;
  /** The business days that were counted, in order (length = days). */
  countedDays: IsoDay[];
  /** Days between the start and the due date that did not count, with the reason. */
  skipped: SkippedDay[];
}

const SUSPENSION_REASON = 'Suspensão de prazos de 20/12 a 20/01 (CPC art. 220)';
const REDUCED_FIRST_REASON =
  'Quarta-feira de Cinzas: expediente reduzido, não pode ser o primeiro dia (CPC art. 224 §1º)';
const REDUCED_LAST_REASON = 'Quarta-feira de Cinzas: expediente reduzido, não pode ser o último dia (CPC art. 224 §1º)';

function inSuspension(day: IsoDay): boolean {
  const md = day.slice(5);
  return md >= '12-20' || md <= '01-20';
}

/** Builds the per-year holiday lookups lazily: a count may cross a year boundary. */
class Calendar {
  private readonly byYear = new Map<number, Map<IsoDay, string>>();
  private readonly ashByYear = new Map<number, IsoDay>();

  constructor(private readonly options: DeadlineOptions) {}

  private holidays(year: number): Map<IsoDay, string> {
    let map = this.byYear.get(year);
    if (!map) {
      map = new Map();
      for (const h of holidaysOf(year, this.options)) {
        // First reason wins: a national holiday is reported as such even if also local.
        if (!map.has(h.date)) map.set(h.date, `${HOLIDAY_KIND_LABEL[h.kind]}: ${h.name}`);
      }
      this.byYear.set(year, map);
    }
    return map;
  }

  /** Why `day` does not count, or null when it is a business day. */
  nonBusinessReason(day: IsoDay): string | null {
    const wd = weekday(day);
    if (wd === 6) return 'Sábado';
    if (wd === 0) return 'Domingo';
    const holiday = this.holidays(Number(day.slice(0, 4))).get(day);
    if (holiday) return holiday;
    if (this.options.suspension !== false && inSuspension(day)) return SUSPENSION_REASON;
    return null;
  }

  isReducedHours(day: IsoDay): boolean {
    if (this.options.ashWednesdayReduced === false) return false;
    const year = Number(day.slice(0, 4));
    let ash = this.ashByYear.get(year);
    if (!ash) {
      ash = movableDates(year).ashWednesday;
      this.ashByYear.set(year, ash);
    }
    return ash === day;
  }
}

function dayOf(value: IsoDay | Date): IsoDay {
  if (value instanceof Date) return toIsoDay(value);
  parseDay(value); // throws RangeError on malformed input
  return value;
}

/** Whether `day` is a business day for deadline purposes (weekends, holidays, suspension). */
export function isBusinessDay(day: IsoDay | Date, options: DeadlineOptions = {}): boolean {
  return new Calendar(options).nonBusinessReason(dayOf(day)) === null;
}

/** Why `day` is not a business day (pt-BR), or null when it is one. */
export function nonBusinessDayReason(day: IsoDay | Date, options: DeadlineOptions = {}): string | null {
  return new Calendar(options).nonBusinessReason(dayOf(day));
}

/**
 * Count `n` business days from `startDate` (the day of intimation/publication, excluded).
 * Day 1 is the first business day after the start.
 */
export function addBusinessDays(startDate: IsoDay | Date, n: number, options: DeadlineOptions = {}): DeadlineResult {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError('O prazo deve ser um número inteiro de dias úteis maior que zero');
  const start = dayOf(startDate);
  const cal = new Calendar(options);
  const skipped: SkippedDay[] = [];
  const countedDays: IsoDay[] = [];

  let day = start;
  // 400 years of days is far past any real deadline; the guard only stops a runaway loop.
  for (let guard = 0; countedDays.length < n && guard < 146_000; guard++) {
    day = addDays(day, 1);
    const reason = cal.nonBusinessReason(day);
    if (reason !== null) {
      skipped.push({ date: day, reason });
    } else if (cal.isReducedHours(day) && (countedDays.length === 0 || countedDays.length === n - 1)) {
      // §1º: a reduced-hours day counts inside the period but is never its first or last day.
      skipped.push({ date: day, reason: countedDays.length === 0 ? REDUCED_FIRST_REASON : REDUCED_LAST_REASON });
    } else {
      countedDays.push(day);
    }
  }
  const due = countedDays[countedDays.length - 1] ?? day;

  return { startDate: start, days: n, dueDate: due, countedDays, skipped };
}

/**
 * Business days remaining from `from` (excluded) to `to` (included): 0 when `to` is not
 * after `from`. For "faltam N dias úteis" badges.
 */
export function businessDaysBetween(from: IsoDay | Date, to: IsoDay | Date, options: DeadlineOptions = {}): number {
  const a = dayOf(from);
  const b = dayOf(to);
  if (b <= a) return 0;
  const cal = new Calendar(options);
  let count = 0;
  for (let d = addDays(a, 1); d <= b; d = addDays(d, 1)) if (cal.nonBusinessReason(d) === null) count++;
  return count;
}

/**
 * DJe: a decision made available on day X is considered published on the first business
 * day after X (Lei 11.419/2006 art. 4º §3º; CPC art. 224 §2º), and the deadline starts
 * after that. Returns the publication day to pass to addBusinessDays.
 */
export function djePublicationDate(availableOn: IsoDay | Date, options: DeadlineOptions = {}): IsoDay {
  const cal = new Calendar(options);
  let d = addDays(dayOf(availableOn), 1);
  while (cal.nonBusinessReason(d) !== null) d = addDays(d, 1);
  return d;
}

/** "15 dias úteis a partir de 01/04/2024" (singular for 1). */
export function describeDeadline(n: number, start: IsoDay | Date): string {
  const unit = n === 1 ? 'dia útil' : 'dias úteis';
  return `${n} ${unit} a partir de ${toBr(dayOf(start))}`;
}

/** A sentence for the result: "15 dias úteis a partir de 01/04/2024: vence em 23/04/2024." */
export function explainDeadline(result: DeadlineResult): string {
  return `${describeDeadline(result.days, result.startDate)}: vence em ${toBr(result.dueDate)}.`;
}
