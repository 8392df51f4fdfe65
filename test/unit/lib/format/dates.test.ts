import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDate,
  formatTime,
  formatLongDate,
  parseBrDate,
  parseBrDateTime,
  toIsoDay,
  isToday,
  isOverdue,
  daysFromNow,
  relativeDayLabel,
} from '@/lib/format';
import { pinTimeZone } from '../../../support/time-zone';

// Display is in the device's local time; pin it to Brasília (UTC-3, no DST since 2019).
pinTimeZone('America/Sao_Paulo');

describe('formatDateTime / formatDate', () => {
  it("shows a UTC instant as 'DD/MM/YYYY HH:mm' in local (Brasília) time", () => {
    expect(formatDateTime('2024-05-01T13:05:00.000Z')).toBe('01/05/2024 10:05');
    // Crossing midnight: 02:30 UTC is still the previous day in Brazil.
    expect(formatDateTime('2024-05-02T02:30:00Z')).toBe('01/05/2024 23:30');
    expect(formatDate('2024-05-02T02:30:00Z')).toBe('01/05/2024');
    expect(formatTime('2024-05-01T13:05:00.000Z')).toBe('10:05');
  });
  it("keeps a 'YYYY-MM-DD' day on its own day (no UTC shift)", () => {
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
    expect(toIsoDay('2024-05-01')).toBe('2024-05-01');
  });
  it("gives today's local day for an instant: the app's one 'today as YYYY-MM-DD'", () => {
    // 02:30 UTC on 2 May is 23:30 on 1 May in Brasília: the user's today is still the 1st.
    expect(toIsoDay(new Date('2024-05-02T02:30:00Z'))).toBe('2024-05-01');
    expect(toIsoDay(new Date('2024-05-02T03:00:00Z'))).toBe('2024-05-02');
    expect(toIsoDay(new Date(Number.NaN))).toBe('');
  });
  it('returns empty text for missing or invalid values', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
  });
  it('formats a long pt-BR date', () => {
    expect(formatLongDate('2024-05-01')).toBe('quarta-feira, 1 de maio de 2024');
  });
});

describe('parsing user input', () => {
  it('parseBrDate → ISO day', () => {
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('')).toBeNull();
  });
  it('parseBrDateTime reads local time and returns a UTC instant', () => {
    expect(parseBrDateTime('01/05/2024 10:05')).toBe('2024-05-01T13:05:00.000Z');
    expect(formatDateTime(parseBrDateTime('31/12/2024 23:59'))).toBe('31/12/2024 23:59');
    expect(parseBrDateTime('01/05/2024 24:00')).toBeNull();
    expect(parseBrDateTime('32/05/2024 10:00')).toBeNull();
  });
});

describe('relative-day helpers', () => {
  const now = '2024-05-01T15:00:00.000Z'; // 12:00 in Brasília

  it('isToday compares local calendar days', () => {
    expect(isToday('2024-05-01T03:00:00Z', now)).toBe(true); // 00:00 local
    expect(isToday('2024-05-01T02:59:00Z', now)).toBe(false); // 23:59 on 30/04 local
    expect(isToday('2024-05-01', now)).toBe(true);
    expect(isToday('2024-05-02', now)).toBe(false);
    expect(isToday('', now)).toBe(false);
  });
  it('isOverdue: an instant once passed, a day once the whole day passed', () => {
    expect(isOverdue('2024-05-01T14:59:00Z', now)).toBe(true);
    expect(isOverdue('2024-05-01T15:01:00Z', now)).toBe(false);
    expect(isOverdue('2024-05-01', now)).toBe(false);
    expect(isOverdue('2024-04-30', now)).toBe(true);
    expect(isOverdue(null, now)).toBe(false);
  });
  it('daysFromNow and relativeDayLabel', () => {
    expect(daysFromNow('2024-05-03', now)).toBe(2);
    expect(daysFromNow('2024-04-29T12:00:00Z', now)).toBe(-2);
    expect(relativeDayLabel('2024-05-01T20:00:00Z', now)).toBe('Hoje');
    expect(relativeDayLabel('2024-05-02', now)).toBe('Amanhã');
    expect(relativeDayLabel('2024-04-30', now)).toBe('Ontem');
    expect(relativeDayLabel('2024-05-10', now)).toBe('10/05/2024');
  });
});
