/**
 * Which holidays a court keeps, as far as this product knows them: the national and court
 * holidays of holidays.ts for every court, the Federal Justice's (Lei 5.010/1966 art. 62) for the
 * TRFs, and the state holidays of the court's state (state laws) for the state courts (TJ, TJM)
 * and the labour courts (TRT, by the state of their seat). Municipal holidays and a court's own
 * closures (acts of its presidency) are not here: the screen says so, and the lawyer confirms.
 */
import type { DeadlineOptions } from './business-days';
import { CNJ_STATE_CODES } from '@advocacia/shared/datajud/court';

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
  MA: [{ date: '07-28', name: 'Adesão do Maranhão à Independência' }],
  MS: [{ date: '10-11', name: 'Criação do Estado de Mato Grosso do Sul' }],
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

export interface CourtCalendar {
  /** The state whose holidays count, or null (federal courts, superior courts, unknown). */
  uf: string | null;
  federalJustice: boolean;
  /** For the deadline counter. */
  options: DeadlineOptions;
}

/**
 * The calendar of a court, from DJEN's `siglaTribunal` (TJSP, TJDFT, TJMSP, TRT2, TRF3, STJ…) or,
 * when that says nothing, from the CNJ number (20 digits; a state court's TR gives its state).
 */
export function courtCalendar(court: string, cnjDigits = ''): CourtCalendar {
  const sigla = court.trim().toUpperCase();
  let uf: string | null = null;
  let federalJustice = false;
  const tj = /^TJM?([A-Z]{2})$/.exec(sigla);
  const trt = /^TRT(\d{1,2})$/.exec(sigla);
  if (sigla === 'TJDFT') uf = 'DF';
  else if (tj && tj[1]! in STATE_HOLIDAYS) uf = tj[1]!;
  else if (tj && CNJ_STATES.includes(tj[1]!)) uf = tj[1]!;
  else if (trt) uf = TRT_STATE[Number(trt[1]) - 1] ?? null;
  else if (/^TRF\d$/.test(sigla)) federalJustice = true;
  else if (!sigla && /^\d{20}$/.test(cnjDigits)) {
    const branch = cnjDigits[13];
    const tr = Number(cnjDigits.slice(14, 16));
    if (branch === '8') uf = CNJ_STATES[tr - 1] ?? null;
    if (branch === '4') federalJustice = true;
  }
  return { uf, federalJustice, options: { federalJustice, extraHolidays: uf ? (STATE_HOLIDAYS[uf] ?? []) : [] } };
}
