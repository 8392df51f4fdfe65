/**
 * Brazilian phone numbers, digits only (the form stores unmasked values).
 *
 * Accepted shapes, optionally prefixed by the country code 55:
 * - DDD (2 digits, neither is zero) + mobile: '9' + 8 digits (11 digits in all) —
 *   the ninth digit has been mandatory in every DDD since November 2016;
 * - DDD + landline: 8 digits starting 2–5 (10 digits in all).
 *
 * DDDs are checked against shape only (no zero), not the Anatel list, so a new area
 * code does not lock users out.
 */
export function isValidPhone(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  // 55 + 10/11 digits = 12/13 digits; a bare 10/11-digit number never starts with 55
  // being a country code (DDD 55 is Rio Grande do Sul), so only strip it on the longer shapes.
  const national = digits.length === 12 || digits.length === 13 ? stripCountry(digits) : digits;
  if (national === null) return false;
  return /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/.test(national);
}

function stripCountry(digits: string): string | null {
  return digits.startsWith('55') ? digits.slice(2) : null;
}

/** 'mobile' | 'landline' for a valid number, null otherwise (e.g. to pick a WhatsApp link). */
export function phoneKind(digits: string): 'mobile' | 'landline' | null {
  if (!isValidPhone(digits)) return null;
  const national = digits.length >= 12 ? digits.slice(2) : digits;
  return national.length === 11 ? 'mobile' : 'landline';
}
