/**
 * CNJ unified process number (Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO.
 *
 * Check digits follow ISO 7064 mod 97-10. The full number has 20 digits, beyond
 * Number.MAX_SAFE_INTEGER, so the remainder is computed in pieces (each piece fits
 * comfortably in a double) instead of needing BigInt.
 */
export const CNJ_FORMATTED = /^(\d{7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})$/;

export interface CnjParts {
  sequence: string; // NNNNNNN
  checkDigits: string; // DD
  year: string; // AAAA
  branch: string; // J
  court: string; // TR
  origin: string; // OOOO
}

/** Judicial branch names per digit J. */
export const CNJ_BRANCHES: Readonly<Record<string, string>> = {
  '1': 'Supremo Tribunal Federal',
  '2': 'Conselho Nacional de Justiça',
  '3': 'Superior Tribunal de Justiça',
  '4': 'Justiça Federal',
  '5': 'Justiça do Trabalho',
  '6': 'Justiça Eleitoral',
  '7': 'Justiça Militar da União',
  '8': 'Justiça Estadual',
  '9': 'Justiça Militar Estadual',
};

/** Split a formatted or bare 20-digit number; null if it has neither shape. */
export function parseCnj(value: string): CnjParts | null {
  const v = value.trim();
  let digits: string;
  if (CNJ_FORMATTED.test(v)) digits = v.replace(/\D/g, '');
  else if (/^\d{20}$/.test(v)) digits = v;
  else return null;
  return {
    sequence: digits.slice(0, 7),
    checkDigits: digits.slice(7, 9),
    year: digits.slice(9, 13),
    branch: digits.slice(13, 14),
    court: digits.slice(14, 16),
    origin: digits.slice(16, 20),
  };
}

/**
 * The two check digits DD for the given parts (as strings of digits:
 * sequence 7, year 4, branch 1, court 2, origin 4).
 */
export function cnjCheckDigits(sequence: string, year: string, branch: string, court: string, origin: string): string {
  const r1 = Number(sequence) % 97;
  const r2 = Number(`${r1}${year}${branch}${court}`) % 97;
  const r3 = Number(`${r2}${origin}00`) % 97;
  return String(98 - r3).padStart(2, '0');
}

export function isValidCnj(value: string): boolean {
  const p = parseCnj(value);
  if (!p) return false;
  // J = 0 does not exist; the sequence may be 0000001 upwards.
  if (p.branch === '0') return false;
  return cnjCheckDigits(p.sequence, p.year, p.branch, p.court, p.origin) === p.checkDigits;
}

/** Bare 20 digits → NNNNNNN-DD.AAAA.J.TR.OOOO (returned unchanged if not 20 digits). */
export function formatCnj(value: string): string {
  const p = parseCnj(value);
  if (!p) return value;
  return `${p.sequence}-${p.checkDigits}.${p.year}.${p.branch}.${p.court}.${p.origin}`;
}
