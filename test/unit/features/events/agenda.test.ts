import { describe, expect, it } from 'vitest';
import { agendaRange, eventDays, shiftDate } from '@/features/events/agenda';
import { findOverlaps } from '@/features/events/overlaps';

const at = (d: number, h: number, m = 0) => new Date(2025, 4, d, h, m).toISOString();

describe('agenda ranges', () => {
  it('month view covers whole weeks from Sunday to Saturday', () => {
    const r = agendaRange('mes', '2025-05-20');
    expect(r.from).toBe('2025-04-27');
    expect(r.to).toBe('2025-05-31');
    expect(r.days).toHaveLength(35);
    expect(r.title).toBe('maio de 2025');
  });
  it('week view starts on Sunday; list view is the calendar month', () => {
    expect(agendaRange('semana', '2025-05-07')).toMatchObject({ from: '2025-05-04', to: '2025-05-10' });
    expect(agendaRange('lista', '2025-02-10')).toMatchObject({ from: '2025-02-01', to: '2025-02-28' });
  });
  it('moves by week or month', () => {
    expect(shiftDate('semana', '2025-05-07', 1)).toBe('2025-05-14');
    expect(shiftDate('mes', '2025-01-31', 1)).toBe('2025-02-01');
  });
  it('an all-day event covers its calendar days whatever the time zone', () => {
    expect(eventDays({ allDay: true, start: '2025-05-06T00:00:00.000Z', end: '2025-05-08T00:00:00.000Z' })).toEqual([
      '2025-05-06',
      '2025-05-07',
      '2025-05-08',
    ]);
  });
});

describe('findOverlaps', () => {
  const base = { allDay: false, responsibleUid: 'ana' };
  const existing = [
    { ...base, id: 'a', start: at(6, 14), end: at(6, 15) },
    { ...base, id: 'b', start: at(6, 16), end: at(6, 17), responsibleUid: 'bruno' },
  ];
  it('finds events of the same person that intersect, ignoring touching ones and itself', () => {
    expect(findOverlaps({ ...base, start: at(6, 14, 30), end: at(6, 15, 30) }, existing).map((e) => e.id)).toEqual([
      'a',
    ]);
    expect(findOverlaps({ ...base, start: at(6, 15), end: at(6, 16) }, existing)).toEqual([]);
    expect(findOverlaps({ ...base, id: 'a', start: at(6, 14), end: at(6, 15) }, existing)).toEqual([]);
    expect(findOverlaps({ ...base, start: at(6, 16), end: at(6, 17) }, existing)).toEqual([]);
  });
  it('nobody responsible means no conflict', () => {
    expect(findOverlaps({ ...base, responsibleUid: null, start: at(6, 14), end: at(6, 15) }, existing)).toEqual([]);
  });
});
