/**
 * CPF (Cadastro de Pessoas Físicas) check-digit validation.
 *
 * Input must be exactly 11 digits: the spec stores CPF as digits only, so a
 * formatted value ('529.982.247-25') is *not* valid here — callers decide whether
 * to strip a mask first (see `digitsOnly` in lib/format) or to reject it with
 * MESSAGES.cpf.
 */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  // Sequences like 111.111.111-11 pass the DV arithmetic but are never issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const nums = Array.from(digits, Number);
  return cpfCheckDigit(nums.slice(0, 9)) === nums[9] && cpfCheckDigit(nums.slice(0, 10)) === nums[10];
}

/** One CPF check digit over 9 (DV1) or 10 (DV2) digits, weights n+1..2. */
export function cpfCheckDigit(nums: readonly number[]): number {
  let sum = 0;
  const top = nums.length + 1;
  nums.forEach((d, i) => {
    sum += d * (top - i);
  });
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
