import { describe, expect, it } from 'vitest';
import { groupReminders } from '@/features/reminders/grouping';
import { msUntilNextDue, remindersComingDue, MAX_WAIT_MS } from '@/features/reminders/due';

const now = new Date(2025, 4, 6, 12, 0);
const at = (d: number, h: number) => new Date(2025, 4, d, h).toISOString();

describe('groupReminders', () => {
  it('puts open reminders by due time and closed ones (enviado, concluído, cancelado) apart', () => {
    const g = groupReminders(
      [
        { id: 'amanha', status: 'pendente' as const, dueAt: at(7, 9) },
        { id: 'manha', status: 'pendente' as const, dueAt: at(6, 9) },
        { id: 'ontem', status: 'pendente' as const, dueAt: at(5, 9) },
        { id: 'tarde', status: 'pendente' as const, dueAt: at(6, 18) },
        { id: 'enviado', status: 'enviado' as const, dueAt: at(8, 9) },
        { id: 'cancelado', status: 'cancelado' as const, dueAt: at(1, 9) },
      ],
      now,
    );
    const ids = (k: keyof typeof g) => g[k].map((r) => r.id);
    expect(ids('atrasados')).toEqual(['ontem', 'manha']);
    expect(ids('hoje')).toEqual(['tarde']);
    expect(ids('proximos')).toEqual(['amanha']);
    expect(ids('concluidos')).toEqual(['enviado', 'cancelado']);
  });
});

describe('due helpers', () => {
  const r = (id: string, dueAt: string, status: 'pendente' | 'concluido' = 'pendente') => ({ id, dueAt, status });
  it('reports what came due since the app opened, once', () => {
    const list = [r('a', at(6, 11)), r('b', at(6, 13)), r('c', at(6, 11), 'concluido')];
    const since = new Date(2025, 4, 6, 10, 30).getTime();
    expect(remindersComingDue(list, since, now.getTime(), new Set()).map((x) => x.id)).toEqual(['a']);
    expect(remindersComingDue(list, since, now.getTime(), new Set([`a@${at(6, 11)}`]))).toEqual([]);
  });
  it('aims the timer at the next due time, at most a minute ahead', () => {
    expect(msUntilNextDue([r('a', new Date(now.getTime() + 5_000).toISOString())], now.getTime())).toBe(5_000);
    expect(msUntilNextDue([r('a', at(7, 9))], now.getTime())).toBe(MAX_WAIT_MS);
    expect(msUntilNextDue([r('a', at(5, 9))], now.getTime())).toBeNull();
  });
});
