/**
 * Input masks applied while typing, and their inverse.
 *
 * Every mask is progressive (formats whatever has been typed so far) and idempotent
 * (masking a masked value gives the same value), so it can run on every keystroke
 * and on paste. Values are stored unmasked (see `digitsOnly` / `unmask`).
 */

/** Keep only 0-9. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Remove mask punctuation, keeping digits and letters (upper-cased) — for the alphanumeric CNPJ. */
export function unmask(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * Place `chars` into `pattern`, where '#' is a slot; literal characters are emitted only
 * when a slot after them is filled, so '529' never becomes '529.'.
 */
function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let i = 0;
  let pendingLiterals = '';
  for (const p of pattern) {
    if (i >= chars.length) break;
    if (p === '#') {
      out += pendingLiterals + chars[i];
      pendingLiterals = '';
      i++;
    } else {
      pendingLiterals += p;
    }
  }
  return out;
}

/** 52998224725 → 529.982.247-25 */
export function maskCpf(value: string): string {
  return applyPattern(digitsOnly(value).slice(0, 11), '###.###.###-##');
}

/**
 * 11222333000181 → 11.222.333/0001-81; 12abc34501de35 → 12.ABC.345/01DE-35.
 * The first 12 positions take [0-9A-Z] (alphanumeric CNPJ, July 2026); the last two only
 * digits, so a letter typed there is dropped instead of producing an impossible value.
 */
export function maskCnpj(value: string): string {
  const raw = unmask(value);
  const base = raw.slice(0, 12);
  const dvs = base.length === 12 ? digitsOnly(raw.slice(12)).slice(0, 2) : '';
  return applyPattern(base + dvs, '##.###.###/####-##');
}

/** CPF while up to 11 digits, CNPJ beyond (or as soon as a letter appears). */
export function maskCpfCnpj(value: string): string {
  const raw = unmask(value);
  return raw.length <= 11 && /^\d*$/.test(raw) ? maskCpf(raw) : maskCnpj(raw);
}

/**
 * (11) 98765-4321 for mobiles, (11) 3456-7890 for landlines; with the country code typed
 * (12–13 digits starting 55) it shows +55 (11) 98765-4321.
 */
export function maskPhone(value: string): string {
  let d = digitsOnly(value);
  let prefix = '';
  if (d.length > 11 && d.startsWith('55')) {
    prefix = '+55 ';
    d = d.slice(2);
  }
  d = d.slice(0, 11);
  const pattern = d.length === 11 ? '(##) #####-####' : '(##) ####-####';
  return prefix + applyPattern(d, pattern);
}

/** 01310100 → 01310-100 */
export function maskCep(value: string): string {
  return applyPattern(digitsOnly(value).slice(0, 8), '#####-###');
}

/** 00000026520054058100 → 0000002-65.2005.4.05.8100 */
export function maskCnj(value: string): string {
  return applyPattern(digitsOnly(value).slice(0, 20), '#######-##.####.#.##.####');
}

/** dd/mm/aaaa while typing a date into a text field. */
export function maskDate(value: string): string {
  return applyPattern(digitsOnly(value).slice(0, 8), '##/##/####');
}

/** Display a stored CPF (11 digits) or CNPJ (14 chars); other values unchanged. */
export function formatCpfCnpj(value: string): string {
  const raw = unmask(value);
  if (/^\d{11}$/.test(raw)) return maskCpf(raw);
  if (/^[0-9A-Z]{12}\d{2}$/.test(raw)) return maskCnpj(raw);
  return value;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money kept as integer centavos (no float drift) → 'R$ 1.234,56'. */
export function formatBrl(cents: number): string {
  // Intl uses a no-break space between R$ and the amount; normalize to a plain space
  // so text comparisons and copy/paste behave.
  return BRL.format(cents / 100).replace(/\u00a0/g, ' ');
}
