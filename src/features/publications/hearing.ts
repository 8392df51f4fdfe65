import type { ProcessStatusDoc } from '@/data';

/**
 * A hearing is not a deadline (issue 38): a DJEN communication of a hearing or judgment session
 * ("pauta", "audiência", "sessão de julgamento") can become an agenda event of kind audiência at
 * the session's date and time, read from the text when it says them ("designada audiência para o
 * dia 15/04/2026, às 14h30"; "sessão … de 22 de abril de 2026, às 9 horas"). What is read only
 * prefills the form: the lawyer checks it against the text.
 */
const KEYWORD = /\b(audi[êe]ncia|sess[ãa]o\s+(?:virtual\s+)?de\s+julgamento|pauta)\b/i;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;
const WRITTEN_DATE =
  /\b(\d{1,2})º?\s+de\s+(janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s+de\s+(\d{4})\b/i;
const TIME = /^[^\d]{0,25}?(?:às|as|a partir das)\s+(\d{1,2})(?:\s*(?:h|:|horas?)\s*(\d{2})?)/i;

export interface HearingGuess {
  /** 'YYYY-MM-DD', or '' when the text does not say. */
  day: string;
  /** 'HH:mm', or '' when the text does not say. */
  time: string;
}

/** Whether a communication is about a hearing or a judgment session. */
export function isHearing(p: Pick<ProcessStatusDoc, 'status' | 'djen'>): boolean {
  const kind = `${p.djen?.kind ?? p.status} ${p.djen?.documentType ?? ''}`;
  return /pauta|audi[êe]ncia/i.test(kind) || KEYWORD.test(p.djen?.text ?? '');
}

function validDay(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return '';
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first date (and the time right after it) following a hearing keyword in the text. */
export function guessHearing(text: string): HearingGuess {
  const at = text.search(KEYWORD);
  if (at < 0) return { day: '', time: '' };
  const window = text.slice(at, at + 400);
  const numeric = NUMERIC_DATE.exec(window);
  const written = WRITTEN_DATE.exec(window);
  const first = [numeric, written].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
  if (!first) return { day: '', time: '' };
  const day =
    first === numeric
      ? validDay(Number(first[3]), Number(first[2]), Number(first[1]))
      : validDay(
          Number(first[3]),
          MONTHS.indexOf(first[2]!.toLowerCase().replace('marco', 'março')) + 1,
          Number(first[1]),
        );
  const after = window.slice(first.index + first[0].length);
  const t = TIME.exec(after);
  const hour = t ? Number(t[1]) : NaN;
  const minute = t?.[2] ? Number(t[2]) : 0;
  const time =
    day && Number.isInteger(hour) && hour < 24 && minute < 60
      ? `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
      : '';
  return { day, time };
}
