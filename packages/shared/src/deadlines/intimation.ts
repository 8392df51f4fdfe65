/**
 * The dates of an intimation published in the DJEN (issue 28), each shown to the lawyer, who
 * confirms: disponibilização (the day DJEN made it available) → publicação (the first business
 * day after it: Lei 11.419/2006 art. 4º §3º) → start of the period (the first business day after
 * the publication: art. 4º §4º; CPC art. 224 §3º) → the due date after N business days (CPC art.
 * 219, with the art. 220 suspension of 20/12–20/01 and the court's holidays).
 *
 * The art. 220 suspension stops the course of deadlines, not the gazette: an intimation made
 * available in it is published on the next day the court is open (weekends and holidays
 * skipped), and its period starts on the first day after the suspension (21/01). Of the two
 * readings courts apply, this is the one that never gives the later due date.
 */
// '.js': functions/ compiles this file with Node's module resolution.
import {
  countDeadline,
  djePublicationDate,
  nonBusinessDayReason,
  type CountingMode,
  type CountRule,
  type DeadlineOptions,
  type SkippedDay,
} from './count.js';
import { addDays, type IsoDay } from './days.js';

export interface IntimationDeadline {
  availableOn: IsoDay;
  publishedOn: IsoDay;
  /** The first counted day. */
  startsOn: IsoDay;
  dueOn: IsoDay;
  days: number;
  mode: CountingMode;
  doubled: boolean;
  /** Every day from the availability to the due date that did not count, with why. */
  skipped: SkippedDay[];
}

/** Quick picks offered beside the number of days (15 prefilled: the CPC's general period). */
export const INTIMATION_DAY_PICKS = [5, 10, 15, 30] as const;
export const DEFAULT_INTIMATION_DAYS = 15;

export function intimationDeadline(
  availableOn: IsoDay,
  days: number,
  options: DeadlineOptions & CountRule = {},
): IntimationDeadline {
  const { mode, doubled, ...calendar } = options;
  const gazette = { ...calendar, suspension: false };
  const publishedOn = djePublicationDate(availableOn, gazette);
  const skipped: SkippedDay[] = [];
  for (let d = addDays(availableOn, 1); d < publishedOn; d = addDays(d, 1)) {
    const reason = nonBusinessDayReason(d, gazette);
    if (reason) skipped.push({ date: d, reason });
  }
  const counted = countDeadline(publishedOn, days, { ...calendar, mode, doubled });
  return {
    availableOn,
    publishedOn,
    startsOn: counted.countedDays[0] ?? counted.dueDate,
    dueOn: counted.dueDate,
    days,
    mode: counted.mode,
    doubled: counted.doubled,
    skipped: [...skipped, ...counted.skipped],
  };
}
