/**
 * The firm's time zone for the calendar feed (issue 36): local days and wall-clock instants in
 * America/Sao_Paulo through Intl (Node and browsers ship the tz database), and the VTIMEZONE
 * a feed declares. Brazil has had no daylight-saving time since 2019 (Decreto 9.772/2019), so
 * one STANDARD observance at -03:00 describes every date the feed carries; the feed writes its
 * instants in UTC anyway, so a future rule change cannot move an event.
 */
export const FIRM_TIME_ZONE = 'America/Sao_Paulo';

export const SAO_PAULO_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${FIRM_TIME_ZONE}`,
  `X-LIC-LOCATION:${FIRM_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(instant: Date, timeZone: string): Record<string, number> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The local calendar day ('YYYY-MM-DD') of an instant in `timeZone`. */
export function localDayOf(instant: Date, timeZone = FIRM_TIME_ZONE): string {
  const p = partsIn(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant at which the wall clock in `timeZone` reads `day` `hour`:`minute`. */
export function zonedInstant(day: string, hour: number, minute: number, timeZone = FIRM_TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  // The zone's offset at the guess, applied once and checked once (enough away from a DST switch).
  const offsetAt = (t: number) => {
    const p = partsIn(new Date(t), timeZone);
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - t;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}
