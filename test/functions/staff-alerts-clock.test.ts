import { describe, expect, it } from 'vitest';
import { afterQuietHours, isFirmBusinessDay, spDay, spInstant, spTime } from '../../functions/src/alerts/clock';
import { untriagedAfter } from '../../functions/src/alerts/sources';

/**
 * The alert job's São Paulo clock (functions/src/alerts/clock.ts): when 07:00 and 18:00 are,
 * when quiet hours end, and when an intimation has waited one business day (holidays from
 * packages/shared/src/deadlines/holidays.ts, the deadline calculator's own list).
 */
describe('staff alerts: São Paulo times, quiet hours, business days', () => {
  it('07:00 in São Paulo is 10:00 UTC, and the day is São Paulo’s', () => {
    expect(spInstant('2026-12-01', '07:00').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(spInstant('2026-12-31', '23:30').toISOString()).toBe('2027-01-01T02:30:00.000Z');
    // 01:00 UTC on the 2nd is still the 1st in São Paulo.
    expect(spDay(new Date('2026-12-02T01:00:00.000Z'))).toBe('2026-12-01');
    expect(spTime(new Date('2026-12-02T01:00:00.000Z'))).toBe('22:00');
  });

  it('quiet hours delay to their end, across midnight too; outside them nothing moves', () => {
    const night = { start: '22:00', end: '07:00' };
    const at = (iso: string) => afterQuietHours(new Date(iso), night).toISOString();
    expect(at('2026-12-01T15:00:00.000Z')).toBe('2026-12-01T15:00:00.000Z'); // 12:00
    expect(at('2026-12-02T02:00:00.000Z')).toBe('2026-12-02T10:00:00.000Z'); // 23:00 → 07:00 next day
    expect(at('2026-12-02T08:00:00.000Z')).toBe('2026-12-02T10:00:00.000Z'); // 05:00 → 07:00 same day
    expect(at('2026-12-02T10:00:00.000Z')).toBe('2026-12-02T10:00:00.000Z'); // 07:00 is out
    const lunch = { start: '12:00', end: '14:00' };
    expect(afterQuietHours(new Date('2026-12-01T15:30:00.000Z'), lunch).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(afterQuietHours(new Date('2026-12-01T15:30:00.000Z'), null).toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });

  it('one business day after capture: weekends and court holidays do not count', () => {
    expect(isFirmBusinessDay('2026-12-04')).toBe(true); // Friday
    expect(isFirmBusinessDay('2026-12-05')).toBe(false);
    expect(isFirmBusinessDay('2026-12-25')).toBe(false); // Natal
    expect(isFirmBusinessDay('2027-02-09')).toBe(false); // Carnaval Tuesday
    // Tuesday 15:00 → Wednesday 15:00.
    expect(untriagedAfter(new Date('2026-12-01T18:00:00.000Z')).toISOString()).toBe('2026-12-02T18:00:00.000Z');
    // Friday → Monday; Thursday 24/12 → Monday 28/12 (Natal on Friday).
    expect(untriagedAfter(new Date('2026-12-04T18:00:00.000Z')).toISOString()).toBe('2026-12-07T18:00:00.000Z');
    expect(untriagedAfter(new Date('2026-12-24T18:00:00.000Z')).toISOString()).toBe('2026-12-28T18:00:00.000Z');
    // Captured on a Saturday: the next business day is Monday.
    expect(untriagedAfter(new Date('2026-12-05T13:00:00.000Z')).toISOString()).toBe('2026-12-07T13:00:00.000Z');
  });
});
