import { describe, expect, it } from 'vitest';
import { courtCalendar, intimationDeadline, nonBusinessDayReason, weekday } from '@/lib/deadlines';

/**
 * DJEN intimations (issue 28): disponibilização → publicação (first business day after, Lei
 * 11.419/2006 art. 4º §3º) → start (first business day after the publication, §4º; CPC 224 §3º)
 * → due date after N business days (CPC 219, the 220 suspension, the court's holidays). Each row
 * is a worked example checked by hand against the calendar (2026: Easter 05/04, Carnaval 16–17/02,
 * Ash Wednesday 18/02; 2027: Carnaval 08–09/02, Ash Wednesday 10/02).
 */
const EXAMPLES: {
  what: string;
  court: string;
  availableOn: string;
  days: number;
  publishedOn: string;
  startsOn: string;
  dueOn: string;
}[] = [
  // Friday: published Monday, counted from Tuesday; Good Friday (03/04) skipped.
  {
    what: 'a Friday availability',
    court: 'TJSP',
    availableOn: '2026-03-13',
    days: 15,
    publishedOn: '2026-03-16',
    startsOn: '2026-03-17',
    dueOn: '2026-04-07',
  },
  {
    what: 'a Friday availability, 5 days',
    court: 'TJSP',
    availableOn: '2026-03-13',
    days: 5,
    publishedOn: '2026-03-16',
    startsOn: '2026-03-17',
    dueOn: '2026-03-23',
  },
  // Carnaval week: Mon/Tue are court holidays; Ash Wednesday is open (late) and can be the publication day, never the first counted day.
  {
    what: 'Carnaval week',
    court: 'TJSP',
    availableOn: '2026-02-13',
    days: 15,
    publishedOn: '2026-02-18',
    startsOn: '2026-02-19',
    dueOn: '2026-03-11',
  },
  // Tiradentes (21/04) delays the publication; 01/05 falls inside the period.
  {
    what: 'Tiradentes week',
    court: 'TJMG',
    availableOn: '2026-04-20',
    days: 10,
    publishedOn: '2026-04-22',
    startsOn: '2026-04-23',
    dueOn: '2026-05-07',
  },
  // The state holiday of São Paulo (09/07) counts for TJSP and TRT2, not for TJRJ.
  {
    what: 'a state holiday (SP, 09/07)',
    court: 'TJSP',
    availableOn: '2026-07-08',
    days: 5,
    publishedOn: '2026-07-10',
    startsOn: '2026-07-13',
    dueOn: '2026-07-17',
  },
  {
    what: 'a state holiday of SP, at the TRT2',
    court: 'TRT2',
    availableOn: '2026-07-08',
    days: 5,
    publishedOn: '2026-07-10',
    startsOn: '2026-07-13',
    dueOn: '2026-07-17',
  },
  {
    what: 'the same week in Rio (no holiday)',
    court: 'TJRJ',
    availableOn: '2026-07-08',
    days: 5,
    publishedOn: '2026-07-09',
    startsOn: '2026-07-10',
    dueOn: '2026-07-16',
  },
  // Holy week: the Federal Justice also closes on Holy Wednesday and Thursday (Lei 5.010/1966).
  {
    what: 'Holy week at a TRF',
    court: 'TRF3',
    availableOn: '2026-03-30',
    days: 5,
    publishedOn: '2026-03-31',
    startsOn: '2026-04-06',
    dueOn: '2026-04-10',
  },
  {
    what: 'Holy week at a TJ',
    court: 'TJSP',
    availableOn: '2026-03-30',
    days: 5,
    publishedOn: '2026-03-31',
    startsOn: '2026-04-01',
    dueOn: '2026-04-08',
  },
  // Year end: the CPC 220 suspension (20/12–20/01) holds the start until 21/01; Carnaval 2027 inside the period.
  {
    what: 'year end, before the suspension',
    court: 'TJSP',
    availableOn: '2026-12-17',
    days: 15,
    publishedOn: '2026-12-18',
    startsOn: '2027-01-21',
    dueOn: '2027-02-12',
  },
  {
    what: 'year end, inside the suspension',
    court: 'TJSP',
    availableOn: '2026-12-22',
    days: 15,
    publishedOn: '2026-12-23',
    startsOn: '2027-01-21',
    dueOn: '2027-02-12',
  },
  {
    what: 'Christmas Eve availability',
    court: 'TJSP',
    availableOn: '2026-12-24',
    days: 5,
    publishedOn: '2026-12-28',
    startsOn: '2027-01-21',
    dueOn: '2027-01-27',
  },
  {
    what: 'the last day of the suspension',
    court: 'TJSP',
    availableOn: '2027-01-19',
    days: 30,
    publishedOn: '2027-01-20',
    startsOn: '2027-01-21',
    dueOn: '2027-03-05',
  },
];

describe('intimation deadlines from a DJEN availability day: worked examples', () => {
  it.each(EXAMPLES)(
    '$what: $court, available $availableOn, $days days → published $publishedOn, starts $startsOn, due $dueOn',
    (row) => {
      const result = intimationDeadline(row.availableOn, row.days, courtCalendar(row.court).options);
      expect({ publishedOn: result.publishedOn, startsOn: result.startsOn, dueOn: result.dueOn }).toEqual({
        publishedOn: row.publishedOn,
        startsOn: row.startsOn,
        dueOn: row.dueOn,
      });
    },
  );

  it('the examples start on the weekdays they claim', () => {
    expect(weekday('2026-03-13')).toBe(5); // Friday
    expect(weekday('2026-02-18')).toBe(3); // Ash Wednesday
    expect(weekday('2027-01-21')).toBe(4);
  });

  it('says why each day in between did not count', () => {
    const result = intimationDeadline('2026-07-08', 5, courtCalendar('TJSP').options);
    expect(result.skipped).toEqual([
      { date: '2026-07-09', reason: 'Feriado estadual: Revolução Constitucionalista de 1932' },
      { date: '2026-07-11', reason: 'Sábado' },
      { date: '2026-07-12', reason: 'Domingo' },
    ]);
    const yearEnd = intimationDeadline('2026-12-17', 15, courtCalendar('TJSP').options);
    expect(yearEnd.skipped.find((s) => s.date === '2027-01-05')!.reason).toMatch(/CPC art. 220/);
    expect(yearEnd.skipped.find((s) => s.date === '2027-02-08')!.reason).toMatch(/Carnaval/);
  });
});

describe('court calendars', () => {
  it.each([
    ['TJSP', 'SP', false],
    ['TJDFT', 'DF', false],
    ['TJMSP', 'SP', false],
    ['TRT15', 'SP', false],
    ['TRT1', 'RJ', false],
    ['TRF3', null, true],
    ['STJ', null, false],
  ] as const)('%s → state %s, federal %s', (court, uf, federal) => {
    expect(courtCalendar(court)).toMatchObject({ uf, federalJustice: federal });
  });

  it('without a court, a state court number names its state', () => {
    expect(courtCalendar('', '10000012520258190100').uf).toBe('RJ');
    expect(courtCalendar('', '10000012520254030100').federalJustice).toBe(true);
  });

  it('state holidays are holidays only in their state', () => {
    expect(nonBusinessDayReason('2026-04-23', courtCalendar('TJRJ').options)).toBe('Feriado estadual: São Jorge (RJ)');
    expect(nonBusinessDayReason('2026-04-23', courtCalendar('TJSP').options)).toBeNull();
  });
});
