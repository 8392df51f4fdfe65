import { isValidUf } from './uf';

/**
 * OAB registration: UF of the section + number, with an optional suffix letter
 * (A = inscrição suplementar, B = transferência, historical). No check digit is
 * published, so this checks the format only.
 *
 * Number: 1 to 6 digits, optionally with a thousands dot ('123.456') since that is
 * how it appears on cards; leading zeros are allowed. Suffix may be glued ('12345A')
 * or separated by a space or dash ('12345-A', '12345 A'), case-insensitive.
 */
export const OAB_NUMBER = /^(\d{1,3}(?:\.\d{3})?|\d{1,6})(?:[\s-]?([AaBb]))?$/;

export function isValidOab(uf: string, number: string): boolean {
  if (!isValidUf(uf)) return false;
  const m = OAB_NUMBER.exec(number.trim());
  if (!m || m[1] === undefined) return false;
  // '000' is not a registration.
  return Number(m[1].replace('.', '')) > 0;
}

/** Canonical storage form: digits + optional upper-case suffix ('12345A'). Null if invalid. */
export function normalizeOab(number: string): string | null {
  const m = OAB_NUMBER.exec(number.trim());
  if (!m || m[1] === undefined) return null;
  return m[1].replace('.', '') + (m[2] ?? '').toUpperCase();
}

/** Display form 'OAB/SP 123.456' (suffix kept). */
export function formatOab(uf: string, number: string): string {
  const n = normalizeOab(number);
  if (n === null) return `OAB/${uf} ${number}`;
  const digits = n.replace(/[AB]$/, '');
  const suffix = n.slice(digits.length);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `OAB/${uf} ${grouped}${suffix}`;
}
