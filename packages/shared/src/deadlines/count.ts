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
 * and, per deadline, the two other ways a period is counted:
 * - calendar days ("dias corridos"): CPP art. 798 (every day counts, the start day excluded, and
 *   one that ends on a day without business is extended to the next business day, §3º; Súmula 310
 *   STF: counting starts on the first business day after the intimation) and ECA art. 152 §2º
 *   (Lei 13.509/2017: the same, in dias corridos). The 20/12–20/01 days do not count while the
 *   suspension is on (CPP art. 798-A, Lei 14.365/2022; CPC art. 220): switch it off for what the
 *   law excepts (réu preso, Lei Maria da Penha, urgent measures);
 * - doubled periods (CPC arts. 180 MP, 183 Fazenda Pública, 186 Defensoria, 229 litisconsortes
 *   with different lawyers in paper records): twice the days, counted the same way. ECA art. 152
 *   §2º forbids the double for MP and Defensoria: the lawyer chooses, the counter does not guess.
 *
 * The counter returns the skipped days with pt-BR reasons so the screen can explain the
 * result instead of asking the lawyer to trust it.
 */
// '.js': functions/ compiles this file with Node's module resolution.
import { addDays, parseDay, toBr, weekday, type IsoDay } from './days.js';
import { HOLIDAY_KIND_LABEL, holidaysOf, movableDates, type HolidayOptions } from './holidays.js';

/** How a period is counted: business days (CPC art. 219) or calendar days (CPP art. 798; ECA art. 152 §2º). */
export type CountingMode = 'business' | 'calendar';
export const COUNTING_MODES: readonly CountingMode[] = ['business', 'calendar'];

/** How one deadline is counted, chosen per deadline. */
export interface CountRule {
  mode?: CountingMode;
  /** Doubled period (CPC arts. 180, 183, 186, 229). */
  doubled?: boolean;
}

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
  /** Number of days requested (before doubling). */
  days: number;
  mode: CountingMode;
  doubled: boolean;
  /** Last day to act. */
  dueDate: IsoDay;
  /** The days that were counted, in order (length = days, twice that when doubled). */
  countedDays: IsoDay[];
  /** Days between the start and the due date that did not count, with the reason. */
  skipped: SkippedDay[];
}

const SUSPENSION_REASON = 'Suspensão de prazos de 20/12 a 20/01 (CPC art. 220)';
const REDUCED_FIRST_REASON =
  'Quarta-feira de Cinzas: expediente reduzido, não pode ser o primeiro dia (CPC art. 224 §1º)';
const REDUCED_LAST_REASON = 'Quarta-feira de Cinzas: expediente reduzido, não pode ser o último dia (CPC art. 224 §1º)';
const EXTENDED = ' — o prazo termina no dia útil seguinte (CPP art. 798 §3º)';

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
    return this.suspended(day);
  }

  /** Why `day` does not run for a calendar-day period (only the suspension stops it), or null. */
  suspended(day: IsoDay): string | null {
    return this.options.suspension !== false && inSuspension(day) ? SUSPENSION_REASON : null;
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

/** The device's local day of a Date (what the person sees), or the day string checked. */
function dayOf(value: IsoDay | Date): IsoDay {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
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
 * Count a period of `n` days from `startDate` (the day of intimation/publication, excluded), by
 * the deadline's rule (business days unless told; doubled when told).
 */
export function countDeadline(
  startDate: IsoDay | Date,
  n: number,
  options: DeadlineOptions & CountRule = {},
): DeadlineResult {
  const mode = options.mode ?? 'business';
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(
      mode === 'business'
        ? 'O prazo deve ser um número inteiro de dias úteis maior que zero'
        : 'O prazo deve ser um número inteiro de dias maior que zero',
    );
  const start = dayOf(startDate);
  const cal = new Calendar(options);
  const total = options.doubled ? 2 * n : n;
  const counted = mode === 'business' ? countBusiness(cal, start, total) : countCalendar(cal, start, total);
  return { startDate: start, days: n, mode, doubled: options.doubled === true, ...counted };
}

type Counted = Pick<DeadlineResult, 'dueDate' | 'countedDays' | 'skipped'>;

// 400 years of days is far past any real deadline; the guards only stop a runaway loop.
const GUARD = 146_000;

function countBusiness(cal: Calendar, start: IsoDay, total: number): Counted {
  const skipped: SkippedDay[] = [];
  const countedDays: IsoDay[] = [];
  let day = start;
  for (let guard = 0; countedDays.length < total && guard < GUARD; guard++) {
    day = addDays(day, 1);
    const reason = cal.nonBusinessReason(day);
    if (reason !== null) {
      skipped.push({ date: day, reason });
    } else if (cal.isReducedHours(day) && (countedDays.length === 0 || countedDays.length === total - 1)) {
      // §1º: a reduced-hours day counts inside the period but is never its first or last day.
      skipped.push({ date: day, reason: countedDays.length === 0 ? REDUCED_FIRST_REASON : REDUCED_LAST_REASON });
    } else {
      countedDays.push(day);
    }
  }
  return { dueDate: countedDays[countedDays.length - 1] ?? day, countedDays, skipped };
}

function countCalendar(cal: Calendar, start: IsoDay, total: number): Counted {
  const skipped: SkippedDay[] = [];
  const countedDays: IsoDay[] = [];
  let day = addDays(start, 1);
  // Súmula 310 STF / CPC art. 224 §3º: the first counted day is a business day.
  for (let guard = 0; guard < GUARD; guard++, day = addDays(day, 1)) {
    const reason = cal.nonBusinessReason(day) ?? (cal.isReducedHours(day) ? REDUCED_FIRST_REASON : null);
    if (reason === null) break;
    skipped.push({ date: day, reason });
  }
  for (let guard = 0; countedDays.length < total && guard < GUARD; guard++, day = addDays(day, 1)) {
    const suspended = cal.suspended(day);
    if (suspended !== null) skipped.push({ date: day, reason: suspended });
    else countedDays.push(day);
  }
  let due = countedDays[countedDays.length - 1] ?? start;
  // §3º: a period that ends on a day without business ends on the next business day.
  for (let guard = 0; guard < GUARD; guard++) {
    const reason = cal.nonBusinessReason(due) ?? (cal.isReducedHours(due) ? REDUCED_LAST_REASON : null);
    if (reason === null) break;
    skipped.push({ date: due, reason: reason + EXTENDED });
    due = addDays(due, 1);
  }
  return { dueDate: due, countedDays, skipped };
}

/**
 * Count `n` business days from `startDate` (the day of intimation/publication, excluded).
 * Day 1 is the first business day after the start.
 */
export function addBusinessDays(startDate: IsoDay | Date, n: number, options: DeadlineOptions = {}): DeadlineResult {
  return countDeadline(startDate, n, { ...options, mode: 'business', doubled: false });
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

/** "15 dias úteis", "1 dia corrido", "15 dias úteis em dobro (30)". */
export function describePeriod(n: number, rule: CountRule = {}): string {
  const business = (rule.mode ?? 'business') === 'business';
  const unit = business ? (n === 1 ? 'dia útil' : 'dias úteis') : n === 1 ? 'dia corrido' : 'dias corridos';
  return rule.doubled ? `${n} ${unit} em dobro (${2 * n})` : `${n} ${unit}`;
}

/** "15 dias úteis a partir de 01/04/2024" (singular for 1). */
export function describeDeadline(n: number, start: IsoDay | Date, rule: CountRule = {}): string {
  return `${describePeriod(n, rule)} a partir de ${toBr(dayOf(start))}`;
}

/** The law behind a rule, for the note the deadline keeps: "CPC art. 219", "CPP art. 798; CPC art. 229". */
export function ruleBasis(rule: CountRule = {}): string {
  const base = (rule.mode ?? 'business') === 'business' ? 'CPC art. 219' : 'CPP art. 798; ECA art. 152 §2º';
  return rule.doubled ? `${base}; em dobro: CPC arts. 180, 183, 186 ou 229` : base;
}

/** A sentence for the result: "15 dias úteis a partir de 01/04/2024: vence em 23/04/2024." */
export function explainDeadline(result: DeadlineResult): string {
  return `${describeDeadline(result.days, result.startDate, result)}: vence em ${toBr(result.dueDate)}.`;
}
