import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  describeDeadline,
  djePublicationDate,
  easterSunday,
  explainDeadline,
  holidaysOf,
  isBusinessDay,
  movableDates,
  nonBusinessDayReason,
  weekday,
} from '@/lib/deadlines';

const reasons = (r: { skipped: { date: string; reason: string }[] }) =>
  Object.fromEntries(r.skipped.map((s) => [s.date, s.reason]));

describe('easterSunday (anonymous Gregorian algorithm)', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [1818, '1818-03-22'], // earliest possible date
    [1943, '1943-04-25'], // latest possible date
    [2285, '2285-03-22'],
  ])('%i → %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
    expect(weekday(easter)).toBe(0);
  });

  it('derives Carnaval, Ash Wednesday, Good Friday and Corpus Christi', () => {
    expect(movableDates(2025)).toMatchObject({
      carnivalMonday: '2025-03-03',
      carnivalTuesday: '2025-03-04',
      ashWednesday: '2025-03-05',
      goodFriday: '2025-04-18',
      corpusChristi: '2025-06-19',
    });
    expect(movableDates(2024)).toMatchObject({
      carnivalMonday: '2024-02-12',
      carnivalTuesday: '2024-02-13',
      goodFriday: '2024-03-29',
      corpusChristi: '2024-05-30',
    });
    expect(movableDates(2026)).toMatchObject({
      carnivalMonday: '2026-02-16',
      carnivalTuesday: '2026-02-17',
      goodFriday: '2026-04-03',
      corpusChristi: '2026-06-04',
    });
  });
});

describe('holidaysOf', () => {
  it('lists the 9 national fixed holidays (20/11 from 2024) plus 4 court holidays', () => {
    const h2025 = holidaysOf(2025);
    expect(h2025.filter((h) => h.kind === 'nacional').map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-04-21',
      '2025-05-01',
      '2025-09-07',
      '2025-10-12',
      '2025-11-02',
      '2025-11-15',
      '2025-11-20',
      '2025-12-25',
    ]);
    expect(h2025.filter((h) => h.kind === 'forense').map((h) => h.name)).toEqual([
      'Segunda-feira de Carnaval',
      'Terça-feira de Carnaval',
      'Sexta-feira da Paixão',
      'Corpus Christi',
    ]);
    // Consciência Negra became national by Lei 14.759/2023, first observed in 2024.
    expect(holidaysOf(2023).some((h) => h.date === '2023-11-20')).toBe(false);
    expect(holidaysOf(2024).find((h) => h.date === '2024-11-20')?.name).toBe(
      'Dia Nacional de Zumbi e da Consciência Negra',
    );
  });
  it('does not list Ash Wednesday as a holiday', () => {
    expect(holidaysOf(2025).some((h) => h.date === '2025-03-05')).toBe(false);
  });
  it('can drop the court holidays and add Federal Justice ones', () => {
    expect(holidaysOf(2025, { courtHolidays: false }).some((h) => h.kind === 'forense')).toBe(false);
    const fed = holidaysOf(2025, { federalJustice: true })
      .filter((h) => h.kind === 'justica-federal')
      .map((h) => h.date);
    const recess = (from: number, to: number, month: string) =>
      Array.from({ length: to - from + 1 }, (_, i) => `2025-${month}-${String(from + i).padStart(2, '0')}`);
    // Art. 62, I: the recess 20/12–06/01 closes the Federal Justice (the DJEN publication day moves past it).
    expect(fed).toEqual([
      ...recess(1, 6, '01'),
      '2025-04-16',
      '2025-04-17',
      '2025-08-11',
      '2025-11-01',
      '2025-12-08',
      ...recess(20, 31, '12'),
    ]);
    // Without court holidays, Lei 5.010 still closes the Federal Justice on Carnaval and Good Friday.
    const fedOnly = holidaysOf(2025, { federalJustice: true, courtHolidays: false }).map((h) => h.date);
    expect(fedOnly).toEqual(expect.arrayContaining(['2025-03-03', '2025-03-04', '2025-04-18']));
    expect(fedOnly).not.toContain('2025-06-19');
  });
});

describe('addBusinessDays (CPC art. 219/220/224)', () => {
  it('excludes the start day and skips weekends', () => {
    // Friday 03/05/2024.
    const r = addBusinessDays('2024-05-03', 5);
    expect(r.dueDate).toBe('2024-05-10');
    expect(r.countedDays).toEqual(['2024-05-06', '2024-05-07', '2024-05-08', '2024-05-09', '2024-05-10']);
    expect(r.skipped).toEqual([
      { date: '2024-05-04', reason: 'Sábado' },
      { date: '2024-05-05', reason: 'Domingo' },
    ]);
  });

  it('skips a national holiday (Tiradentes on a Monday) and Good Friday', () => {
    // Wed 16/04/2025: Thu 17 (1), Fri 18 Paixão, weekend, Mon 21 Tiradentes, Tue 22 (2), Wed 23 (3).
    const r = addBusinessDays('2025-04-16', 3);
    expect(r.dueDate).toBe('2025-04-23');
    expect(reasons(r)).toEqual({
      '2025-04-18': 'Feriado forense: Sexta-feira da Paixão',
      '2025-04-19': 'Sábado',
      '2025-04-20': 'Domingo',
      '2025-04-21': 'Feriado nacional: Tiradentes',
    });
  });

  it('skips Carnaval and keeps Ash Wednesday from being the first day', () => {
    // Fri 28/02/2025: weekend, Carnaval 03-04/03, Ash Wednesday 05/03 cannot start the count.
    const r = addBusinessDays('2025-02-28', 2);
    expect(r.countedDays).toEqual(['2025-03-06', '2025-03-07']);
    expect(reasons(r)).toEqual({
      '2025-03-01': 'Sábado',
      '2025-03-02': 'Domingo',
      '2025-03-03': 'Feriado forense: Segunda-feira de Carnaval',
      '2025-03-04': 'Feriado forense: Terça-feira de Carnaval',
      '2025-03-05': 'Quarta-feira de Cinzas: expediente reduzido, não pode ser o primeiro dia (CPC art. 224 §1º)',
    });
  });

  it('counts Ash Wednesday in the middle but never as the last day', () => {
    expect(addBusinessDays('2025-02-27', 3).countedDays).toEqual(['2025-02-28', '2025-03-05', '2025-03-06']);
    const last = addBusinessDays('2025-02-27', 2);
    expect(last.dueDate).toBe('2025-03-06');
    expect(reasons(last)['2025-03-05']).toMatch(/não pode ser o último dia/);
  });

  it('options can treat Ash Wednesday as a full day and drop court holidays', () => {
    expect(addBusinessDays('2025-02-28', 1, { ashWednesdayReduced: false }).dueDate).toBe('2025-03-05');
    expect(addBusinessDays('2025-02-28', 1, { courtHolidays: false, ashWednesdayReduced: false }).dueDate).toBe(
      '2025-03-03',
    );
  });

  it('Carnaval of 2026 (16-17/02)', () => {
    const r = addBusinessDays('2026-02-13', 1);
    expect(r.dueDate).toBe('2026-02-19');
    expect(Object.keys(reasons(r))).toEqual(['2026-02-14', '2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18']);
  });

  it('skips 20/11 from 2024 on, but not in 2023', () => {
    expect(addBusinessDays('2024-11-19', 1).dueDate).toBe('2024-11-21');
    expect(addBusinessDays('2023-11-17', 1).dueDate).toBe('2023-11-20');
  });

  it('suspends the count from 20/12 to 20/01 (art. 220)', () => {
    // Wed 18/12/2024: Thu 19/12 (1); suspended until Mon 20/01/2025; Tue 21/01 (2) … Fri 24/01 (5).
    const r = addBusinessDays('2024-12-18', 5);
    expect(r.countedDays).toEqual(['2024-12-19', '2025-01-21', '2025-01-22', '2025-01-23', '2025-01-24']);
    expect(r.dueDate).toBe('2025-01-24');
    const why = reasons(r);
    expect(why['2024-12-20']).toBe('Suspensão de prazos de 20/12 a 20/01 (CPC art. 220)');
    expect(why['2025-01-20']).toBe('Suspensão de prazos de 20/12 a 20/01 (CPC art. 220)');
    expect(why['2024-12-25']).toBe('Feriado nacional: Natal');
    expect(why['2025-01-01']).toBe('Feriado nacional: Confraternização Universal');
    expect(why['2024-12-21']).toBe('Sábado');
    // Every day between start and due is either counted or explained, exactly once.
    const covered = [...r.countedDays, ...r.skipped.map((s) => s.date)].sort();
    const all: string[] = [];
    for (let d = addDays(r.startDate, 1); d <= r.dueDate; d = addDays(d, 1)) all.push(d);
    expect(covered).toEqual(all);
  });

  it('a publication inside the suspension starts counting on 21/01', () => {
    expect(addBusinessDays('2024-12-23', 1).dueDate).toBe('2025-01-21');
  });

  it('without the suspension the same count ends in December', () => {
    expect(addBusinessDays('2024-12-18', 5, { suspension: false }).countedDays).toEqual([
      '2024-12-19',
      '2024-12-20',
      '2024-12-23',
      '2024-12-24',
      '2024-12-26',
    ]);
  });

  it('takes extra local holidays', () => {
    const opts = { extraHolidays: [{ date: '2024-01-25', name: 'Aniversário de São Paulo' }] };
    // Thu 25/01/2024 is a São Paulo city holiday.
    const r = addBusinessDays('2024-01-24', 1, opts);
    expect(r.dueDate).toBe('2024-01-26');
    expect(reasons(r)['2024-01-25']).toBe('Feriado local: Aniversário de São Paulo');
    expect(addBusinessDays('2024-01-24', 1).dueDate).toBe('2024-01-25');
  });

  it('takes yearly recurring local holidays as MM-DD', () => {
    const opts = { extraHolidays: [{ date: '07-09', name: 'Revolução Constitucionalista (SP)' }] };
    // 09/07 is a Tuesday in 2024 and a Wednesday in 2025.
    expect(addBusinessDays('2024-07-08', 1, opts).dueDate).toBe('2024-07-10');
    expect(addBusinessDays('2025-07-08', 1, opts).dueDate).toBe('2025-07-10');
    expect(nonBusinessDayReason('2025-07-09', opts)).toBe('Feriado local: Revolução Constitucionalista (SP)');
  });

  it('Federal Justice: Holy Week and 11/08', () => {
    expect(addBusinessDays('2025-08-08', 1, { federalJustice: true }).dueDate).toBe('2025-08-12');
    expect(addBusinessDays('2025-08-08', 1).dueDate).toBe('2025-08-11');
    expect(addBusinessDays('2025-04-15', 1, { federalJustice: true }).dueDate).toBe('2025-04-22');
  });

  it('a 15-day count (contestação) over Corpus Christi 2024', () => {
    // Mon 20/05/2024 + 15 business days, Corpus Christi Thu 30/05 skipped → Tue 11/06.
    const r = addBusinessDays('2024-05-20', 15);
    expect(r.dueDate).toBe('2024-06-11');
    expect(reasons(r)['2024-05-30']).toBe('Feriado forense: Corpus Christi');
  });

  it('accepts a Date (its local calendar day)', () => {
    expect(addBusinessDays(new Date(2024, 4, 3, 23, 30), 1).dueDate).toBe('2024-05-06');
  });

  it('never counts a non-business day (random sweep)', () => {
    for (let i = 0; i < 100; i++) {
      const start = addDays('2023-01-01', Math.floor(Math.random() * 1500));
      const n = 1 + Math.floor(Math.random() * 30);
      const r = addBusinessDays(start, n);
      expect(r.countedDays).toHaveLength(n);
      expect(r.dueDate).toBe(r.countedDays[n - 1]);
      for (const d of r.countedDays) expect(isBusinessDay(d)).toBe(true);
      for (const s of r.skipped) expect(s.reason).toBeTruthy();
    }
  });

  it('rejects bad input', () => {
    expect(() => addBusinessDays('2024-05-03', 0)).toThrow(RangeError);
    expect(() => addBusinessDays('2024-05-03', 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('03/05/2024', 1)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('isBusinessDay / nonBusinessDayReason', () => {
    expect(isBusinessDay('2024-05-06')).toBe(true);
    expect(isBusinessDay('2024-05-04')).toBe(false);
    expect(nonBusinessDayReason('2024-09-07')).toBe('Sábado');
    expect(nonBusinessDayReason('2025-09-07')).toBe('Domingo');
    expect(nonBusinessDayReason('2026-09-07')).toBe('Feriado nacional: Independência do Brasil');
    expect(nonBusinessDayReason('2025-01-15')).toBe('Suspensão de prazos de 20/12 a 20/01 (CPC art. 220)');
    expect(nonBusinessDayReason('2025-01-15', { suspension: false })).toBeNull();
  });
  it('businessDaysBetween', () => {
    expect(businessDaysBetween('2024-05-03', '2024-05-10')).toBe(5);
    expect(businessDaysBetween('2024-05-10', '2024-05-03')).toBe(0);
    expect(businessDaysBetween('2025-04-16', '2025-04-23')).toBe(3);
  });
  it('djePublicationDate: first business day after availability', () => {
    expect(djePublicationDate('2025-04-17')).toBe('2025-04-22');
    expect(djePublicationDate('2024-05-06')).toBe('2024-05-07');
  });
  it('describeDeadline / explainDeadline', () => {
    expect(describeDeadline(15, '2024-04-01')).toBe('15 dias úteis a partir de 01/04/2024');
    expect(describeDeadline(1, '2024-04-01')).toBe('1 dia útil a partir de 01/04/2024');
    expect(explainDeadline(addBusinessDays('2024-05-03', 5))).toBe(
      '5 dias úteis a partir de 03/05/2024: vence em 10/05/2024.',
    );
  });
});
