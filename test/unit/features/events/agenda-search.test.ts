import { describe, expect, it } from 'vitest';
import { isIsoDay } from '@/features/events/agenda-search';

/** The agenda routes validate their URL with this (without dayjs, which is not on the first screen). */
describe('isIsoDay', () => {
  it('accepts real calendar days written YYYY-MM-DD', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-12-31')).toBe(true);
  });
  it('refuses days that do not exist and other shapes', () => {
    for (const value of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-1-05',
      '05/01/2024',
      '',
      '0050-01-01',
    ])
      expect(isIsoDay(value), value).toBe(false);
  });
});
