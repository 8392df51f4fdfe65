/**
 * CEP format check (8 digits). Whether the CEP exists is ViaCEP's business, and the
 * lookup must never block saving, so this only checks the shape. Digits only: the
 * form stores unmasked values.
 */
export function isValidCep(digits: string): boolean {
  // 00000000 is well-formed but no postal area starts at 00000; ViaCEP answers 'erro' for it.
  return /^\d{8}$/.test(digits) && digits !== '00000000';
}
