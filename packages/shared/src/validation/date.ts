/**
 * Calendar-date checks without dayjs: `new Date('2024-02-30')` silently rolls over to
 * March, and dayjs needs the customParseFormat plugin for strict parsing, so the
 * day-in-month arithmetic is done here explicitly.
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  // Years below 1000 are almost always a typo ('0202') in a law-firm form.
  return year >= 1000 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A calendar day written 'YYYY-MM-DD' — declared here, the one place with no dependencies (functions/ and light route code import it). */
export type IsoDay = string;

/** 'YYYY-MM-DD' (what <input type="date"> produces) naming a real calendar day. */
export function isValidIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when the text is not a real date. */
export function brDateToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, dd = '', mm = '', yyyy = ''] = m;
  return isRealDate(Number(yyyy), Number(mm), Number(dd)) ? `${yyyy}-${mm}-${dd}` : null;
}

/**
 * ISO-8601 instant as we store it ('2024-05-01T13:00:00.000Z' or with an offset).
 * A bare date is rejected: instants must carry a zone so every device agrees.
 */
export function isValidIsoDateTime(value: string): boolean {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/.exec(
      value,
    );
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) && !Number.isNaN(Date.parse(value));
}
