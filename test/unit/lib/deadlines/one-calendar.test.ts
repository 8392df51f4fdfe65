import { describe, expect, it } from 'vitest';
import {
  courtCodeOfCnj,
  deadlineFrom,
  deadlineFromAvailability,
  nonBusinessDayReason,
  courtCalendar,
  STATE_HOLIDAYS,
  type CountRule,
  type FirmClosure,
} from '@/lib/deadlines';

/**
 * One court calendar for every deadline (issue 38). Each row is a worked example, checked by hand
 * against the calendar (2026: Good Friday 03/04, Tiradentes 21/04; 2027: Carnaval 08–09/02, Ash
 * Wednesday 10/02), run through every entry point of the product:
 * - DJEN ("Publicações"): from the availability day and DJEN's `siglaTribunal`;
 * - DataJud ("Criar prazo" on a movement opens the agenda's form with the process): from the
 *   intimation (publication) day and the process's CNJ number;
 * - the agenda's helper: from the intimation day and the court as typed.
 * The same court and start must give the same due date everywhere.
 */
const CAMPINAS: FirmClosure = {
  from: '2026-07-14',
  to: '2026-07-14',
  name: 'Aniversário de Campinas',
  kind: 'feriado',
  courts: ['TJSP'],
};
const PJE_DOWN: FirmClosure = {
  from: '2026-07-14',
  to: '2026-07-15',
  name: 'Portaria 7/2026: PJe fora do ar',
  kind: 'suspensao',
  courts: ['TRT15'],
};

interface Row {
  what: string;
  court: string;
  /** A CNJ number of that court (J.TR tells the court). */
  cnj: string;
  availableOn: string;
  /** The publication (= intimation) day: where the agenda's and DataJud's counts start. */
  publishedOn: string;
  days: number;
  rule?: CountRule;
  closures?: FirmClosure[];
  dueOn: string;
}

const TJSP = '10000012520268260100';
const TRT2 = '10000012520265020000';
const TRF3 = '10000012520264030100';
const TJSC = '10000012520268240100';

const ROWS: Row[] = [
  // SP's 09/07 (Lei estadual 9.497/1997) delays the publication: Fri 10/07; 13..17 counted.
  {
    what: 'state holiday, TJSP',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-07-08',
    publishedOn: '2026-07-10',
    days: 5,
    dueOn: '2026-07-17',
  },
  {
    what: 'state holiday, TRT2 (seat in SP)',
    court: 'TRT2',
    cnj: TRT2,
    availableOn: '2026-07-08',
    publishedOn: '2026-07-10',
    days: 5,
    dueOn: '2026-07-17',
  },
  // The firm's municipal holiday 14/07 for TJSP: 13, 15, 16, 17, 20.
  {
    what: "the firm's municipal holiday",
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-07-08',
    publishedOn: '2026-07-10',
    days: 5,
    closures: [CAMPINAS, PJE_DOWN],
    dueOn: '2026-07-20',
  },
  // A closure for another court changes nothing.
  {
    what: "another court's closure",
    court: 'TRT2',
    cnj: TRT2,
    availableOn: '2026-07-08',
    publishedOn: '2026-07-10',
    days: 5,
    closures: [CAMPINAS, PJE_DOWN],
    dueOn: '2026-07-17',
  },
  // Dias corridos: from Tue 17/03, 15 days → Tue 31/03.
  {
    what: 'calendar days',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-03-13',
    publishedOn: '2026-03-16',
    days: 15,
    rule: { mode: 'calendar' },
    dueOn: '2026-03-31',
  },
  // 5 calendar days end on Sat 21/03: extended to Mon 23/03 (CPP art. 798 §3º).
  {
    what: 'calendar days ending on a Saturday',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-03-13',
    publishedOn: '2026-03-16',
    days: 5,
    rule: { mode: 'calendar' },
    dueOn: '2026-03-23',
  },
  // Doubled calendar days: 10 from 17/03 → Thu 26/03.
  {
    what: 'calendar days, doubled',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-03-13',
    publishedOn: '2026-03-16',
    days: 5,
    rule: { mode: 'calendar', doubled: true },
    dueOn: '2026-03-26',
  },
  // 16, 17, 18, 19/12, then 20/12–20/01 do not run (CPP art. 798-A), 21..26/01.
  {
    what: 'calendar days across the suspension',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-12-14',
    publishedOn: '2026-12-15',
    days: 10,
    rule: { mode: 'calendar' },
    dueOn: '2027-01-26',
  },
  // Business days, 15 → 07/04; doubled (30): Good Friday and Tiradentes skipped → 29/04.
  {
    what: 'business days',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-03-13',
    publishedOn: '2026-03-16',
    days: 15,
    dueOn: '2026-04-07',
  },
  {
    what: 'business days, doubled (CPC 183)',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-03-13',
    publishedOn: '2026-03-16',
    days: 15,
    rule: { doubled: true },
    dueOn: '2026-04-29',
  },
  // Lei 5.010 art. 62: 11/08 closes the TRF3, not the TJSP.
  {
    what: 'Federal Justice, 11/08',
    court: 'TRF3',
    cnj: TRF3,
    availableOn: '2026-08-10',
    publishedOn: '2026-08-12',
    days: 5,
    dueOn: '2026-08-19',
  },
  {
    what: 'the same days at the TJSP',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-08-10',
    publishedOn: '2026-08-11',
    days: 5,
    dueOn: '2026-08-18',
  },
  // The Federal Justice's recess (20/12–06/01) moves the publication to 07/01; counted from 21/01
  // (CPC art. 220), Carnaval 08–09/02 skipped, Ash Wednesday counted inside → 12/02/2027.
  {
    what: 'Federal Justice recess',
    court: 'TRF3',
    cnj: TRF3,
    availableOn: '2026-12-18',
    publishedOn: '2027-01-07',
    days: 15,
    dueOn: '2027-02-12',
  },
  {
    what: 'the same at the TJSP (published in the suspension)',
    court: 'TJSP',
    cnj: TJSP,
    availableOn: '2026-12-18',
    publishedOn: '2026-12-21',
    days: 15,
    dueOn: '2027-02-12',
  },
  // Santa Catarina: no weekday state holiday (its Data Magna 11/08 moves to a Sunday).
  {
    what: 'TJSC (no state holiday on 11/08)',
    court: 'TJSC',
    cnj: TJSC,
    availableOn: '2026-08-10',
    publishedOn: '2026-08-11',
    days: 5,
    dueOn: '2026-08-18',
  },
];

describe('one court calendar, every entry point', () => {
  it.each(ROWS)('$what: due $dueOn', (row) => {
    const request = { closures: row.closures ?? [], ...row.rule };
    const djen = deadlineFromAvailability(row.availableOn, row.days, { ...request, court: row.court });
    expect(djen.publishedOn).toBe(row.publishedOn);
    // DataJud: the helper takes the court from the process's CNJ number.
    expect(courtCodeOfCnj(row.cnj)).toBe(row.court);
    const datajud = deadlineFrom(row.publishedOn, row.days, { ...request, court: courtCodeOfCnj(row.cnj) });
    const byCnj = deadlineFrom(row.publishedOn, row.days, { ...request, cnj: row.cnj });
    // The agenda: the court as a person types it.
    const agenda = deadlineFrom(row.publishedOn, row.days, { ...request, court: ` ${row.court.toLowerCase()} ` });
    expect({
      djen: djen.dueOn,
      datajud: datajud.dueDate,
      byCnj: byCnj.dueDate,
      agenda: agenda.dueDate,
    }).toEqual({ djen: row.dueOn, datajud: row.dueOn, byCnj: row.dueOn, agenda: row.dueOn });
    const counted = (row.rule?.doubled ? 2 : 1) * row.days;
    expect(datajud.countedDays).toHaveLength(counted);
  });

  it('explains the firm’s days in the skipped list', () => {
    const r = deadlineFrom('2026-07-10', 5, { court: 'TJSP', closures: [CAMPINAS] });
    expect(r.skipped).toContainEqual({
      date: '2026-07-14',
      reason: 'Feriado local: Aniversário de Campinas (cadastrado pelo escritório)',
    });
    const s = deadlineFrom('2026-07-10', 5, { court: 'TRT15', closures: [PJE_DOWN] });
    expect(s.skipped).toContainEqual({
      date: '2026-07-15',
      reason: 'Expediente suspenso: Portaria 7/2026: PJe fora do ar (cadastrado pelo escritório)',
    });
    expect(s.dueDate).toBe('2026-07-21');
  });

  it('a calendar-day period that ends on a holiday runs to the next business day, and says so', () => {
    // 5 calendar days from Thu 16/04/2026: 17..21; 21/04 is Tiradentes → Wed 22/04.
    const r = deadlineFrom('2026-04-16', 5, { court: 'TJSP', mode: 'calendar' });
    expect(r.dueDate).toBe('2026-04-22');
    expect(r.skipped).toEqual([
      {
        date: '2026-04-21',
        reason: 'Feriado nacional: Tiradentes — o prazo termina no dia útil seguinte (CPP art. 798 §3º)',
      },
    ]);
  });

  it('the suspension can be switched off for what CPP art. 798-A excepts (réu preso)', () => {
    const r = deadlineFrom('2026-12-15', 10, { court: 'TJSP', mode: 'calendar', suspension: false });
    // 16..25/12; 25/12 is Natal → 26 Sat, 27 Sun → Mon 28/12.
    expect(r.dueDate).toBe('2026-12-28');
  });

  it('fills the states the table lacked, each with its source (none has a weekday holiday of its own)', () => {
    for (const uf of ['ES', 'GO', 'MG', 'MT', 'SC']) expect(STATE_HOLIDAYS[uf]).toEqual([]);
    expect(courtCalendar('TJMT').uf).toBe('MT');
    // MT's Consciência Negra is national since Lei 14.759/2023.
    expect(nonBusinessDayReason('2026-11-20', courtCalendar('TJMT').options)).toBe(
      'Feriado nacional: Dia Nacional de Zumbi e da Consciência Negra',
    );
    // Every UF of the CNJ table is in it.
    expect(Object.keys(STATE_HOLIDAYS)).toHaveLength(27);
  });

  it('ignores a malformed closure instead of failing the count', () => {
    const bad = { ...CAMPINAS, from: '14/07/2026' } as FirmClosure;
    const reversed = { ...CAMPINAS, from: '2026-07-20', to: '2026-07-14' };
    expect(deadlineFrom('2026-07-10', 5, { court: 'TJSP', closures: [bad, reversed] }).dueDate).toBe('2026-07-17');
  });
});
