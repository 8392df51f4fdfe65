/**
 * CNPJ validation, numeric and alphanumeric.
 *
 * From July 2026 the Receita Federal issues CNPJs whose first 12 characters may be
 * [0-9A-Z]; the last two stay numeric check digits. Each character is worth its
 * ASCII code minus 48 (digits keep their value, 'A' = 17 … 'Z' = 42), so the same
 * algorithm validates both the old numeric numbers and the new ones.
 *
 * Accepts the bare 14 characters or the masked form (12.ABC.345/01DE-35);
 * lower-case letters are accepted and upper-cased, because people type them.
 */
const DV1_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const DV2_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Strip the mask punctuation and upper-case; does not validate. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

export function isValidCnpj(value: string): boolean {
  const v = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(v)) return false;
  // All-equal numeric bases (00000000000000, 11111111111111…) pass the arithmetic but are not real.
  if (/^(\d)\1{13}$/.test(v)) return false;
  const [dv1, dv2] = cnpjCheckDigits(v.slice(0, 12));
  return v[12] === String(dv1) && v[13] === String(dv2);
}

/** Compute the two check digits for a 12-character base ([0-9A-Z]). */
export function cnpjCheckDigits(base: string): [number, number] {
  const b = base.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(b)) throw new Error('A base do CNPJ deve ter 12 caracteres [0-9A-Z]');
  const values = Array.from(b, (c) => c.charCodeAt(0) - 48);
  const dv1 = cnpjDigit(values, DV1_WEIGHTS);
  const dv2 = cnpjDigit([...values, dv1], DV2_WEIGHTS);
  return [dv1, dv2];
}

function cnpjDigit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((w, i) => {
    sum += (values[i] ?? 0) * w;
  });
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
