/**
 * The period filter: two calendar days typed by the user ('YYYY-MM-DD', local time) become
 * a half-open range of ISO instants, [start of `from`, start of the day after `to`), so
 * "até 01/05" includes everything logged on 1 May until 23:59:59.999 local time.
 */
function localMidnight(day: string, addDays = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + addDays);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface PeriodRange {
  $gte?: string;
  $lt?: string;
}

export function periodRange(from: string, to: string): PeriodRange | null {
  const range: PeriodRange = {};
  const start = from ? localMidnight(from) : null;
  const end = to ? localMidnight(to, 1) : null;
  if (start) range.$gte = start;
  if (end) range.$lt = end;
  return start || end ? range : null;
}

/** Message for an impossible period, or null. */
export function periodError(from: string, to: string): string | null {
  return from && to && from > to ? 'A data inicial deve ser anterior ou igual à final' : null;
}
