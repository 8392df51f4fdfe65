import { describe, expect, it } from 'vitest';
import { readingFrom } from '@/data/clock-reading';
import { measureServerClock } from '@/data/server-clock';
import { clockOffsetText } from '@/features/sync-status/describe-sync-status';

describe('the device clock against the server (issue 41)', () => {
  it('takes the server time at the midpoint of the round trip', () => {
    const sent = Date.parse('2026-11-28T12:00:00.000Z');
    // The device thinks it is 12:00:00; the server answered 11:50:00.5 after a 1 s round trip.
    const reading = readingFrom(sent, sent + 1_000, '2026-11-28T11:50:00.500Z');
    expect(reading).toEqual({ offsetMs: -600_000, uncertaintyMs: 500, measuredAt: '2026-11-28T11:50:00.500Z' });
  });

  it('does not trust an answer without a time, or one that took too long', () => {
    expect(readingFrom(0, 100, undefined)).toBeNull();
    expect(readingFrom(0, 100, 'ontem')).toBeNull();
    expect(readingFrom(0, 60_000, '2026-11-28T11:50:00.000Z')).toBeNull();
  });

  it('keeps the sample with the shortest round trip', async () => {
    let t = 0;
    const trips = [900, 100, 400];
    let i = 0;
    const reading = await measureServerClock(
      async () => {
        const trip = trips[i++]!;
        const serverTime = new Date(t + trip / 2 + 5_000).toISOString();
        t += trip;
        return serverTime;
      },
      () => t,
    );
    expect(reading?.uncertaintyMs).toBe(50);
    expect(reading?.offsetMs).toBe(5_000);
  });

  it('says how far off the clock is only beyond 2 minutes', () => {
    expect(clockOffsetText(null)).toBeNull();
    expect(clockOffsetText(-90_000)).toBeNull();
    expect(clockOffsetText(-12 * 60_000)).toBe('O relógio deste aparelho está 12 min adiantado');
    expect(clockOffsetText(3 * 60 * 60_000)).toBe('O relógio deste aparelho está 3 h atrasado');
    expect(clockOffsetText(24 * 60 * 60_000)).toBe('O relógio deste aparelho está 24 h atrasado');
    expect(clockOffsetText(-3 * 24 * 60 * 60_000)).toBe('O relógio deste aparelho está 3 dias adiantado');
  });
});
