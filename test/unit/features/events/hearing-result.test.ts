import { describe, expect, it } from 'vitest';
import type { EventDoc } from '@/data';
import { EMPTY_HEARING_RESULT, hearingResultProblems, planHearingResult } from '@/features/events/hearing-result';

/** A hearing on Friday 13/11/2026, all day (no time zone in the way), of a TJSP process. */
const hearing = {
  id: 'ev-1',
  title: 'Audiência de conciliação',
  kind: 'audiencia',
  start: '2026-11-13T00:00:00.000Z',
  end: '2026-11-13T00:00:00.000Z',
  allDay: true,
  location: 'Fórum João Mendes, sala 5',
  clientId: 'cli-1',
  processId: 'proc-1',
  notes: '',
  responsibleUid: 'adv-1',
} as EventDoc;
// Branch 8 (state courts), TR 26 = São Paulo.
const process = { id: 'proc-1', clientId: 'cli-1', cnj: '10000013220248260100' };

describe('planHearingResult', () => {
  it('writes what happened as a timeline entry of the process, dated the hearing', () => {
    const plan = planHearingResult(hearing, process, { ...EMPTY_HEARING_RESULT, what: 'Acordo não aceito.' }, 'adv-1');
    expect(plan.entry).toEqual({
      processId: 'proc-1',
      clientId: 'cli-1',
      status: 'Audiência realizada',
      description: 'Acordo não aceito.',
      date: '2026-11-13T00:00:00.000Z',
      visibleToClient: false,
      notifyClient: false,
    });
    expect(plan.next).toBeNull();
  });

  it('a deadline is counted in business days with the court calendar (20/11, Consciência Negra, skipped)', () => {
    const plan = planHearingResult(
      hearing,
      process,
      { ...EMPTY_HEARING_RESULT, what: 'Réu intimado.', nextStep: 'prazo', nextTitle: 'Réplica', deadlineDays: '15' },
      'adv-1',
    );
    expect(plan.deadline?.dueDate).toBe('2026-12-07');
    expect(plan.deadline?.skipped.map((s) => s.date)).toContain('2026-11-20');
    expect(plan.next).toMatchObject({
      kind: 'prazo',
      title: 'Réplica',
      allDay: true,
      startDay: '2026-12-07',
      endDay: '2026-12-07',
      clientId: 'cli-1',
      processId: 'proc-1',
      responsibleUid: 'adv-1',
    });
    expect(plan.entry.description).toContain('Próximo passo: Réplica — prazo até 07/12/2026.');
  });

  it('a new hearing keeps the place, lasts an hour and is linked to the process and client', () => {
    const plan = planHearingResult(
      hearing,
      process,
      {
        ...EMPTY_HEARING_RESULT,
        what: 'Redesignada a pedido do réu.',
        nextStep: 'audiencia',
        nextTitle: 'Audiência de instrução',
        hearingDay: '2027-02-03',
        hearingTime: '14:30',
      },
      'adv-1',
    );
    expect(plan.next).toMatchObject({
      kind: 'audiencia',
      title: 'Audiência de instrução',
      allDay: false,
      startDay: '2027-02-03',
      startTime: '14:30',
      endDay: '2027-02-03',
      endTime: '15:30',
      location: 'Fórum João Mendes, sala 5',
      clientId: 'cli-1',
      processId: 'proc-1',
    });
  });
});

describe('hearingResultProblems', () => {
  const day = '2026-11-13';
  it('asks for what happened, a title for the next step, its days or its date', () => {
    expect(hearingResultProblems(EMPTY_HEARING_RESULT, day)).toEqual({ what: 'Descreva o que aconteceu na audiência' });
    const base = { ...EMPTY_HEARING_RESULT, what: 'Acordo homologado.' };
    expect(hearingResultProblems(base, day)).toEqual({});
    expect(hearingResultProblems({ ...base, nextStep: 'prazo', deadlineDays: '0' }, day)).toEqual({
      nextTitle: 'Dê um título ao próximo passo (mínimo de 3 caracteres)',
      deadlineDays: 'Informe de 1 a 365 dias úteis',
    });
    expect(
      hearingResultProblems({ ...base, nextStep: 'audiencia', nextTitle: 'Instrução', hearingDay: '2026-11-12' }, day),
    ).toEqual({ hearingDay: 'A nova audiência deve ser depois desta' });
  });
});
