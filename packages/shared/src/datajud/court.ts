import { isValidCnj, parseCnj } from '../validation/cnj.js';

/**
 * Which DataJud endpoint (`https://api-publica.datajud.cnj.jus.br/api_publica_<alias>/_search`)
 * answers for a process, derived from its CNJ number NNNNNNN-DD.AAAA.J.TR.OOOO (Resolução CNJ
 * 65/2008): J is the branch, TR the court within it. Pure, shared by the app and the backend
 * (functions/ imports it with a relative path, like src/lib/validation/cnj.ts).
 *
 * State codes TR 01..27 follow the CNJ table (states in alphabetical order of their names, the
 * Distrito Federal at 07): 24 SC, 25 SE, 26 SP, 27 TO.
 */
export const CNJ_STATE_CODES = [
  'ac',
  'al',
  'ap',
  'am',
  'ba',
  'ce',
  'df',
  'es',
  'go',
  'ma',
  'mt',
  'ms',
  'mg',
  'pa',
  'pb',
  'pr',
  'pe',
  'pi',
  'rj',
  'rn',
  'rs',
  'ro',
  'rr',
  'sc',
  'se',
  'sp',
  'to',
] as const;

/**
 * Why a process is not looked up in DataJud (codes; the app words them):
 * - `invalid-number`: not 20 digits, or the check digits (mod 97) fail;
 * - `extrajudicial`: no CNJ number (an extrajudicial matter);
 * - `not-covered`: a valid number of a court DataJud does not serve (STF, CNJ, an unknown TR).
 */
export type DatajudSkipReason = 'invalid-number' | 'extrajudicial' | 'not-covered';

export type DatajudCourt = { ok: true; alias: string; endpoint: string } | { ok: false; reason: DatajudSkipReason };

/** The endpoint's name part for an alias: `tjsp` → `api_publica_tjsp`. */
export function datajudIndex(alias: string): string {
  return `api_publica_${alias}`;
}

function stateAt(tr: string): (typeof CNJ_STATE_CODES)[number] | undefined {
  const n = Number(tr);
  return Number.isInteger(n) && n >= 1 && n <= CNJ_STATE_CODES.length ? CNJ_STATE_CODES[n - 1] : undefined;
}

/** The DataJud alias for branch J and court TR, or null when DataJud has none. */
export function datajudAliasFor(branch: string, tr: string): string | null {
  const n = Number(tr);
  switch (branch) {
    case '3':
      return 'stj';
    case '4':
      return n >= 1 && n <= 6 ? `trf${n}` : null;
    case '5':
      if (tr === '00') return 'tst';
      return n >= 1 && n <= 24 ? `trt${n}` : null;
    case '6': {
      if (tr === '00') return 'tse';
      const uf = stateAt(tr);
      // DataJud names the Distrito Federal's electoral court `tre-dft` (like its `tjdft`).
      return uf ? `tre-${uf === 'df' ? 'dft' : uf}` : null;
    }
    case '7':
      return 'stm';
    case '8': {
      const uf = stateAt(tr);
      return uf ? (uf === 'df' ? 'tjdft' : `tj${uf}`) : null;
    }
    case '9':
      return ({ '13': 'tjmmg', '21': 'tjmrs', '26': 'tjmsp' } as Record<string, string>)[tr] ?? null;
    // 1 (STF) and 2 (CNJ) are not in DataJud's public API.
    default:
      return null;
  }
}

/** The court to ask about a process number (masked or 20 digits; '' = extrajudicial). */
export function datajudCourtOf(cnj: string): DatajudCourt {
  const value = cnj.trim();
  if (value === '') return { ok: false, reason: 'extrajudicial' };
  const parts = parseCnj(value);
  if (!parts || !isValidCnj(value)) return { ok: false, reason: 'invalid-number' };
  const alias = datajudAliasFor(parts.branch, parts.court);
  if (!alias) return { ok: false, reason: 'not-covered' };
  return { ok: true, alias, endpoint: datajudIndex(alias) };
}
