/**
 * The one place a deadline of the product is computed (issue 38): the DJEN intimation
 * ("Publicações"), DataJud's "Criar prazo" (a court movement) and the agenda's helper all call
 * these two functions with the court (DJEN's sigla or the process's CNJ number), the firm's
 * closures ("Feriados e suspensões") and the deadline's rule, so the same inputs give the same
 * date everywhere. Pure: the app and the backend import it.
 */
// '.js': functions/ compiles this file with Node's module resolution.
import { countDeadline, type CountRule, type DeadlineResult } from './count.js';
import { courtCalendar, type CourtCalendar, type FirmClosure } from './court-calendar.js';
import { intimationDeadline, type IntimationDeadline } from './intimation.js';
import type { IsoDay } from './days.js';

export interface DeadlineRequest extends CountRule {
  /** DJEN's `siglaTribunal` or a court code (TJSP, TRT2…); '' to go by the CNJ number. */
  court?: string;
  /** The process's CNJ number (digits or masked), used when `court` says nothing. */
  cnj?: string;
  /** The firm's "Feriados e suspensões". */
  closures?: readonly FirmClosure[];
  /** The Federal Justice's holidays when the court does not tell (the agenda's manual switch). */
  federalJustice?: boolean;
  /** CPC art. 220 / CPP art. 798-A suspension (default on). */
  suspension?: boolean;
}

/** The court's calendar for a request, with the manual Federal Justice switch applied. */
export function calendarFor(request: DeadlineRequest): CourtCalendar {
  const cal = courtCalendar(request.court ?? '', (request.cnj ?? '').replace(/\D/g, ''), request.closures ?? []);
  const federalJustice = cal.federalJustice || request.federalJustice === true;
  return {
    ...cal,
    federalJustice,
    options: {
      ...cal.options,
      federalJustice,
      ...(request.suspension === false ? { suspension: false } : {}),
    },
  };
}

/** A deadline counted from the day of the intimation (excluded): the agenda and DataJud. */
export function deadlineFrom(start: IsoDay, days: number, request: DeadlineRequest = {}): DeadlineResult {
  return countDeadline(start, days, { ...calendarFor(request).options, mode: request.mode, doubled: request.doubled });
}

/** A deadline counted from a DJEN availability day: publication, start, due date (DJEN). */
export function deadlineFromAvailability(
  availableOn: IsoDay,
  days: number,
  request: DeadlineRequest = {},
): IntimationDeadline {
  return intimationDeadline(availableOn, days, {
    ...calendarFor(request).options,
    mode: request.mode,
    doubled: request.doubled,
  });
}
