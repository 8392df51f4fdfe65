/**
 * Which holidays a court keeps, as far as this product knows them: the national and court
 * holidays of holidays.ts for every court, the Federal Justice's (Lei 5.010/1966 art. 62) for the
 * TRFs, the state holidays of the court's state (state laws) for the state courts (TJ, TJM) and
 * the labour courts (TRT, by the state of their seat), and the firm's own list ("Feriados e
 * suspensões": municipal holidays of its comarcas, portarias, system outages), each entry for the
 * courts it names. One calendar for every deadline of the product (issue 38): the DJEN
 * intimation, DataJud's "Criar prazo" and the agenda's helper all come here (deadline.ts).
 *
 * Policy for the state table: a day is listed only when a state law makes it a holiday that
 * closes the courts. An unlisted real holiday gives an *earlier* due date (the lawyer files a day
 * early); a listed false one gives a *later* one (a missed deadline). So doubtful days stay out,
 * with the reason in a comment, and the firm adds what its court's calendar says.
 */
// '.js': functions/ compiles this file with Node's module resolution.
import type { DeadlineOptions } from './count.js';
import type { ExtraHoliday } from './holidays.js';
import { addDays, type IsoDay } from './days.js';
import { CNJ_STATE_CODES, datajudAliasFor } from '../datajud/court.js';

/** State-wide holidays by state law ('MM-DD', every year). Only those fixed by date. */
export const STATE_HOLIDAYS: Readonly<Record<string, ReadonlyArray<{ date: string; name: string }>>> = {
  AC: [
    { date: '01-23', name: 'Dia do Evangélico (AC)' },
    { date: '06-15', name: 'Aniversário do Acre' },
    { date: '08-06', name: 'Início da Revolução Acreana' },
    { date: '09-05', name: 'Dia da Amazônia (AC)' },
    { date: '11-17', name: 'Assinatura do Tratado de Petrópolis' },
  ],
  AL: [
    { date: '06-24', name: 'São João (AL)' },
    { date: '06-29', name: 'São Pedro (AL)' },
    { date: '09-16', name: 'Emancipação Política de Alagoas' },
  ],
  AP: [
    { date: '03-19', name: 'São José (AP)' },
    { date: '09-13', name: 'Criação do Território Federal do Amapá' },
  ],
  AM: [{ date: '09-05', name: 'Elevação do Amazonas à categoria de província' }],
  BA: [{ date: '07-02', name: 'Independência da Bahia' }],
  CE: [
    { date: '03-19', name: 'São José (CE)' },
    { date: '03-25', name: 'Data Magna do Ceará' },
  ],
  DF: [{ date: '11-30', name: 'Dia do Evangélico (DF)' }],
  // Espírito Santo: no state-law holiday that closes the TJES is known here. 23/05 (Colonização do
  // Solo Espírito-Santense) is a commemorative date of state law, not a day the TJES closes by it;
  // Nossa Senhora da Penha (Monday 8 days after Easter) is Vitória's municipal holiday (add it in
  // "Feriados e suspensões" for the comarca). Unverified from here (no internet): check the TJES
  // calendar before relying on it.
  ES: [],
  // Goiás: no state holiday by state law; 24/10 (Goiânia) and 26/07 (Cidade de Goiás) are
  // municipal; 28/10 (servidor público) is an optional day set each year by decree.
  GO: [],
  MA: [{ date: '07-28', name: 'Adesão do Maranhão à Independência' }],
  // Minas Gerais: its Data Magna, 21/04, is also the national Tiradentes (Lei 662/1949); no other
  // state holiday (15/08 and 08/12 are Belo Horizonte's municipal ones).
  MG: [],
  MS: [{ date: '10-11', name: 'Criação do Estado de Mato Grosso do Sul' }],
  // Mato Grosso: 20/11 (Consciência Negra, Lei estadual 7.879/2002) is national since Lei
  // 14.759/2023 (holidays.ts); no other state holiday.
  MT: [],
  PA: [{ date: '08-15', name: 'Adesão do Pará à Independência' }],
  PB: [{ date: '08-05', name: 'Fundação do Estado da Paraíba' }],
  PE: [{ date: '03-06', name: 'Data Magna de Pernambuco' }],
  PI: [{ date: '10-19', name: 'Dia do Piauí' }],
  PR: [{ date: '12-19', name: 'Emancipação Política do Paraná' }],
  RJ: [{ date: '04-23', name: 'São Jorge (RJ)' }],
  RN: [{ date: '10-03', name: 'Mártires de Cunhaú e Uruaçu' }],
  RO: [
    { date: '01-04', name: 'Criação do Estado de Rondônia' },
    { date: '06-18', name: 'Dia do Evangélico (RO)' },
  ],
  RR: [{ date: '10-05', name: 'Criação do Estado de Roraima' }],
  RS: [{ date: '09-20', name: 'Revolução Farroupilha' }],
  // Santa Catarina: the Data Magna (11/08, Lei estadual 12.906/2004) and Santa Catarina de
  // Alexandria (25/11) are celebrated on the following Sunday by state law, so neither stops a
  // deadline on a weekday. Unverified from here (no internet): check the TJSC calendar.
  SC: [],
  SE: [{ date: '07-08', name: 'Emancipação Política de Sergipe' }],
  SP: [{ date: '07-09', name: 'Revolução Constitucionalista de 1932' }],
  TO: [
    { date: '03-18', name: 'Autonomia do Tocantins' },
    { date: '09-08', name: 'Nossa Senhora da Natividade (TO)' },
    { date: '10-05', name: 'Criação do Estado do Tocantins' },
  ],
};

/** The state of each TRT's seat (TRT2 and TRT15 are both São Paulo). */
const TRT_STATE = [
  'RJ',
  'SP',
  'MG',
  'RS',
  'BA',
  'PE',
  'CE',
  'PA',
  'PR',
  'DF',
  'AM',
  'SC',
  'PB',
  'RO',
  'SP',
  'MA',
  'ES',
  'GO',
  'AL',
  'SE',
  'RN',
  'PI',
  'MT',
  'MS',
] as const;

/** CNJ's state order for TR 01..27 (branch 8): the DataJud table's, upper-case. */
const CNJ_STATES: readonly string[] = CNJ_STATE_CODES.map((code) => code.toUpperCase());

/**
 * A day or period the firm registered in "Feriados e suspensões" (stored as an `events` document,
 * features/court-calendar): a municipal holiday of a comarca, a court's portaria closing it or
 * suspending its deadlines, a system outage (CPC art. 224 §1º). No day in it counts, and none can
 * be the first or last day, for the courts it names (every court when `courts` is empty).
 */
export interface FirmClosure {
  /** First and last day, inclusive. */
  from: IsoDay;
  to: IsoDay;
  name: string;
  kind: 'feriado' | 'suspensao';
  /** Court codes as DJEN and DataJud name them (TJSP, TRT2, TRF3); empty: every court. */
  courts: readonly string[];
}

/** The longest closure expanded into days: a year (a longer one is a typo, not a closure). */
const MAX_CLOSURE_DAYS = 366;

/** The court code of a process from its CNJ number (20 digits): TJSP, TRT2, TRF3, STJ…; '' when unknown. */
export function courtCodeOfCnj(cnjDigits: string): string {
  if (!/^\d{20}$/.test(cnjDigits)) return '';
  return (datajudAliasFor(cnjDigits[13]!, cnjDigits.slice(14, 16)) ?? '').toUpperCase();
}

/** A court code as typed or received ("tjsp ", "TJ-SP") in the form the lists compare. */
export function normalizeCourtCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The firm's closures that apply to `courtCode`, as holidays for the counter. */
export function closuresFor(courtCode: string, closures: readonly FirmClosure[]): ExtraHoliday[] {
  const court = normalizeCourtCode(courtCode);
  const days: ExtraHoliday[] = [];
  for (const c of closures) {
    if (c.courts.length > 0 && !c.courts.some((x) => normalizeCourtCode(x) === court)) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(c.from) || !/^\d{4}-\d{2}-\d{2}$/.test(c.to) || c.to < c.from) continue;
    const kind = c.kind === 'suspensao' ? 'suspensao' : 'local';
    let d = c.from;
    for (let n = 0; d <= c.to && n < MAX_CLOSURE_DAYS; n++, d = addDays(d, 1))
      days.push({ date: d, name: `${c.name} (cadastrado pelo escritório)`, kind });
  }
  return days;
}

export interface CourtCalendar {
  /** The court's code (TJSP, TRT2…), '' when neither the sigla nor the CNJ number tells it. */
  court: string;
  /** The state whose holidays count, or null (federal courts, superior courts, unknown). */
  uf: string | null;
  federalJustice: boolean;
  /** How many of the firm's closures apply to this court. */
  firmClosures: number;
  /** For the deadline counter. */
  options: DeadlineOptions;
}

/**
 * The calendar of a court, from DJEN's `siglaTribunal` (TJSP, TJDFT, TJMSP, TRT2, TRF3, STJ…) or,
 * when that says nothing, from the CNJ number (20 digits: branch and TR give the court), with the
 * firm's closures for that court.
 */
export function courtCalendar(court: string, cnjDigits = '', closures: readonly FirmClosure[] = []): CourtCalendar {
  const sigla = normalizeCourtCode(court) || courtCodeOfCnj(cnjDigits.replace(/\D/g, ''));
  let uf: string | null = null;
  const tj = /^TJM?([A-Z]{2})$/.exec(sigla);
  const trt = /^TRT(\d{1,2})$/.exec(sigla);
  if (sigla === 'TJDFT') uf = 'DF';
  else if (tj && (tj[1]! in STATE_HOLIDAYS || CNJ_STATES.includes(tj[1]!))) uf = tj[1]!;
  else if (trt) uf = TRT_STATE[Number(trt[1]) - 1] ?? null;
  const federalJustice = /^TRF\d$/.test(sigla);
  const firm = closuresFor(sigla, closures);
  const applying = closures.filter((c) => closuresFor(sigla, [c]).length > 0).length;
  const state = uf ? (STATE_HOLIDAYS[uf] ?? []).map((h) => ({ ...h, kind: 'estadual' as const })) : [];
  return {
    court: sigla,
    uf,
    federalJustice,
    firmClosures: applying,
    options: { federalJustice, extraHolidays: [...state, ...firm] },
  };
}
