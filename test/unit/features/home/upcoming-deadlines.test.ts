import { describe, expect, it } from 'vitest';
import type { EventDoc } from '@/data';
import { cnjCheckDigits } from '@advocacia/shared/validation/cnj';
import { deadlineRemainingText, upcomingDeadlines } from '@/features/home/upcoming-deadlines';

const prazo = (id: string, day: string, processId: string | null = null) =>
  ({
    id,
    kind: 'prazo',
    start: `${day}T00:00:00.000Z`,
    end: `${day}T00:00:00.000Z`,
    allDay: true,
    processId,
  }) as EventDoc;

// A São Paulo state court's process (TJSP: branch 8, court 26).
const TJSP = `1234567${cnjCheckDigits('1234567', '2025', '8', '26', '0100')}2025826` + '0100';

describe('upcomingDeadlines', () => {
  it("counts business days in the process's court calendar: 09/07 is a holiday in São Paulo only", () => {
    const today = '2025-07-08';
    const [withProcess] = upcomingDeadlines([prazo('a', '2025-07-10', 'p')], today, () => TJSP);
    const [without] = upcomingDeadlines([prazo('b', '2025-07-10')], today, () => undefined);
    expect(withProcess!.businessDaysLeft).toBe(1);
    expect(deadlineRemainingText(withProcess!, today)).toBe('falta 1 dia útil');
    expect(without!.businessDaysLeft).toBe(2);
    expect(deadlineRemainingText(without!, today)).toBe('faltam 2 dias úteis');
  });

  it('a timed deadline falls on its local day', () => {
    const timed = { ...prazo('t', '2025-07-09'), allDay: false, start: new Date(2025, 6, 9, 23, 30).toISOString() };
    expect(upcomingDeadlines([timed], '2025-07-08', () => undefined)[0]!.dueOn).toBe('2025-07-09');
  });
});
