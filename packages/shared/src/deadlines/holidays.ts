/**
 * Holidays that stop procedural deadlines.
 *
 * The set is explicit so the UI can show *why* a day was skipped, and so a firm can
 * audit it. Sources:
 * - National holidays by federal law: Lei 662/1949 (as amended by Lei 10.607/2002):
 *   01/01, 21/04, 01/05, 07/09, 02/11, 15/11, 25/12; Lei 6.802/1980: 12/10;
 *   Lei 14.759/2023: 20/11 (Dia Nacional de Zumbi e da Consciência Negra, from 2024).
 * - Court holidays ("feriados forenses") that are not national holidays but on which the
 *   courts are closed: Carnaval Monday and Tuesday, Good Friday (Sexta-feira da Paixão)
 *   and Corpus Christi. For the Federal Justice Lei 5.010/1966 art. 62 makes Carnaval
 *   Monday/Tuesday and Holy Week Wednesday–Sunday holidays; the state courts (TJs) close
 *   on Carnaval, Good Friday and Corpus Christi by their own acts. They are on by default
 *   (`courtHolidays: true`) because a missed deadline costs far more than a day early.
 * - Lei 5.010/1966 art. 62 extras, only with `federalJustice: true`: Holy Wednesday and
 *   Thursday, 11/08 (criação dos cursos jurídicos), 01/11 and 08/12. (Its 20/12–06/01
 *   recess lies inside the CPC art. 220 suspension.)
 * - Ash Wednesday is not a holiday: courts open late (usually 14h). Per CPC art. 224 §1º
 *   a day with reduced hours counts inside a period but cannot be the start or the last day.
 * - Lei 5.010/1966 art. 62, I also closes the Federal Justice from 20/12 to 06/01 (the recess):
 *   deadlines are suspended anyway (CPC art. 220), but the DJEN publication day moves past it too.
 * - State and municipal holidays vary (e.g. 25/01 in São Paulo city, 09/07 in SP state,
 *   20/01 in Rio city): pass them in as `extraHolidays` (court-calendar.ts does, with the state
 *   table and the firm's own list "Feriados e suspensões").
 *
 * Movable dates come from Easter, computed with the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher), valid for any Gregorian year.
 */
// '.js': functions/ compiles this file with Node's module resolution.
import { addDays, type IsoDay } from './days.js';

export type HolidayKind = 'nacional' | 'forense' | 'justica-federal' | 'estadual' | 'local' | 'suspensao';

/** A holiday or closure passed in: 'YYYY-MM-DD' (one day) or 'MM-DD' (every year). */
export interface ExtraHoliday {
  date: string;
  name: string;
  /** How the skipped day is explained (default 'local'). */
  kind?: HolidayKind;
}

export interface Holiday {
  date: IsoDay;
  name: string;
  kind: HolidayKind;
}

export interface HolidayOptions {
  /** Carnaval Mon/Tue, Good Friday and Corpus Christi (default true). */
  courtHolidays?: boolean;
  /** Add the Federal Justice holidays of Lei 5.010/1966 art. 62 (default false). */
  federalJustice?: boolean;
  /**
   * State, municipal or court-specific holidays: 'YYYY-MM-DD' for a single day, or 'MM-DD'
   * for one that recurs every year (e.g. { date: '01-25', name: 'Aniversário de São Paulo' }).
   */
  extraHolidays?: ReadonlyArray<ExtraHoliday>;
}

const NATIONAL_FIXED: ReadonlyArray<{ md: string; name: string; since?: number }> = [
  { md: '01-01', name: 'Confraternização Universal' },
  { md: '04-21', name: 'Tiradentes' },
  { md: '05-01', name: 'Dia do Trabalho' },
  { md: '09-07', name: 'Independência do Brasil' },
  { md: '10-12', name: 'Nossa Senhora Aparecida' },
  { md: '11-02', name: 'Finados' },
  { md: '11-15', name: 'Proclamação da República' },
  // Lei 14.759/2023 made it national from 2024 on; before that only some states/cities.
  { md: '11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra', since: 2024 },
  { md: '12-25', name: 'Natal' },
];

const FEDERAL_JUSTICE_FIXED: ReadonlyArray<{ md: string; name: string }> = [
  { md: '08-11', name: 'Dia da criação dos cursos jurídicos (Lei 5.010/1966)' },
  { md: '11-01', name: 'Dia de Todos os Santos (Lei 5.010/1966)' },
  { md: '12-08', name: 'Dia da Justiça (Lei 5.010/1966)' },
];

const RECESS_NAME = 'Recesso forense de 20/12 a 06/01 (Lei 5.010/1966, art. 62, I)';

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Movable dates of a year, by name (for the UI and tests). */
export function movableDates(year: number): {
  carnivalMonday: IsoDay;
  carnivalTuesday: IsoDay;
  ashWednesday: IsoDay;
  holyWednesday: IsoDay;
  holyThursday: IsoDay;
  goodFriday: IsoDay;
  easter: IsoDay;
  corpusChristi: IsoDay;
} {
  const easter = easterSunday(year);
  return {
    carnivalMonday: addDays(easter, -48),
    carnivalTuesday: addDays(easter, -47),
    ashWednesday: addDays(easter, -46),
    holyWednesday: addDays(easter, -4),
    holyThursday: addDays(easter, -3),
    goodFriday: addDays(easter, -2),
    easter,
    corpusChristi: addDays(easter, 60),
  };
}

/** Every holiday of `year` under the options, sorted by date (a day may appear twice). */
export function holidaysOf(year: number, options: HolidayOptions = {}): Holiday[] {
  const { courtHolidays = true, federalJustice = false, extraHolidays = [] } = options;
  const list: Holiday[] = [];
  for (const h of NATIONAL_FIXED) {
    if (h.since === undefined || year >= h.since)
      list.push({ date: `${year}-${h.md}`, name: h.name, kind: 'nacional' });
  }
  const mv = movableDates(year);
  if (courtHolidays) {
    list.push(
      { date: mv.carnivalMonday, name: 'Segunda-feira de Carnaval', kind: 'forense' },
      { date: mv.carnivalTuesday, name: 'Terça-feira de Carnaval', kind: 'forense' },
      { date: mv.goodFriday, name: 'Sexta-feira da Paixão', kind: 'forense' },
      { date: mv.corpusChristi, name: 'Corpus Christi', kind: 'forense' },
    );
  }
  if (federalJustice) {
    list.push(
      { date: mv.holyWednesday, name: 'Quarta-feira Santa (Lei 5.010/1966)', kind: 'justica-federal' },
      { date: mv.holyThursday, name: 'Quinta-feira Santa (Lei 5.010/1966)', kind: 'justica-federal' },
    );
    if (!courtHolidays) {
      // Lei 5.010/1966 makes these holidays for the Federal Justice regardless of the court-holiday switch.
      list.push(
        { date: mv.carnivalMonday, name: 'Segunda-feira de Carnaval (Lei 5.010/1966)', kind: 'justica-federal' },
        { date: mv.carnivalTuesday, name: 'Terça-feira de Carnaval (Lei 5.010/1966)', kind: 'justica-federal' },
        { date: mv.goodFriday, name: 'Sexta-feira da Paixão (Lei 5.010/1966)', kind: 'justica-federal' },
      );
    }
    for (const h of FEDERAL_JUSTICE_FIXED)
      list.push({ date: `${year}-${h.md}`, name: h.name, kind: 'justica-federal' });
    // Art. 62, I: the recess, 20/12 to 06/01 (both years' ends of it fall in `year`).
    for (let d = `${year}-01-01`; d <= `${year}-01-06`; d = addDays(d, 1))
      list.push({ date: d, name: RECESS_NAME, kind: 'justica-federal' });
    for (let d = `${year}-12-20`; d <= `${year}-12-31`; d = addDays(d, 1))
      list.push({ date: d, name: RECESS_NAME, kind: 'justica-federal' });
  }
  for (const h of extraHolidays) {
    const kind = h.kind ?? 'local';
    if (/^\d{2}-\d{2}$/.test(h.date)) list.push({ date: `${year}-${h.date}`, name: h.name, kind });
    else if (h.date.startsWith(`${year}-`)) list.push({ date: h.date, name: h.name, kind });
  }
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

/** pt-BR prefix for a skipped-day reason. */
export const HOLIDAY_KIND_LABEL: Readonly<Record<HolidayKind, string>> = {
  nacional: 'Feriado nacional',
  forense: 'Feriado forense',
  'justica-federal': 'Feriado da Justiça Federal',
  estadual: 'Feriado estadual',
  local: 'Feriado local',
  suspensao: 'Expediente suspenso',
};
