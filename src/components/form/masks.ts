import type { InputProps } from '@chakra-ui/react';
import { isValidIsoDate } from '@advocacia/shared/validation/date';
import { digitsOnly, formatDate, maskCep, maskCnj, maskCnpj, maskDate, maskPhone, parseBrDate } from '@/lib/format';

type Mask = Pick<InputProps, 'type' | 'inputMode' | 'autoCapitalize' | 'placeholder' | 'fontFamily' | 'maxLength'> & {
  format: (raw: string) => string;
  parse?: (typed: string) => string;
};

/**
 * hh:mm while typing: '1405' → '14:05'; a typed colon after a lone digit pads the hour
 * ('9:30' → '09:30'). Idempotent, so it runs on every keystroke and on values set by the form.
 */
function maskTime(typed: string): string {
  const colon = typed.indexOf(':');
  if (colon >= 0) {
    const hours = digitsOnly(typed.slice(0, colon)).slice(0, 2);
    const minutes = digitsOnly(typed.slice(colon + 1)).slice(0, 2);
    return `${hours.length === 1 && minutes ? `0${hours}` : hours}:${minutes}`;
  }
  const digits = digitsOnly(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** What a day field shows for a value: an ISO day as dd/mm/aaaa, anything else (text being typed) masked. */
function dayText(value: string): string {
  return isValidIsoDate(value) ? formatDate(value) : maskDate(value);
}

/** Typed text → the day field's value. A lone digit before a slash is a day or month: '1/2/2026' is 01/02/2026. */
function dayValue(typed: string): string {
  const text = maskDate(typed.replace(/(^|\/)(\d)(?=\/)/g, '$10$2'));
  return parseBrDate(text) ?? text;
}

/**
 * Each kind of masked field once: its mask and the keyboard a tablet shows for it, spread into a
 * MaskedInput — `<MaskedInput size="lg" autoComplete="off" {...MASKS.phone} {...form.masked('phone')} />`.
 */
export const MASKS = {
  phone: { type: 'tel', inputMode: 'tel', format: maskPhone },
  cep: { inputMode: 'numeric', format: maskCep },
  /** Letters too (alphanumeric CNPJ): the full keyboard, in capitals. */
  cnpj: { autoCapitalize: 'characters', format: maskCnpj },
  cnj: { inputMode: 'numeric', fontFamily: 'mono', placeholder: '0000000-00.0000.0.00.0000', format: maskCnj },
  /** A day typed as dd/mm/aaaa with no calendar; the form's dateInput rule reads it. */
  date: { inputMode: 'numeric', placeholder: 'dd/mm/aaaa', format: maskDate },
  /**
   * DateInput's text: typed as dd/mm/aaaa, handed over as 'YYYY-MM-DD' once it is a real day,
   * else as the text typed so far (the forms' date rules reject it: 'Data inválida').
   */
  isoDay: { inputMode: 'numeric', maxLength: 10, placeholder: 'dd/mm/aaaa', format: dayText, parse: dayValue },
  /** 'HH:mm', 24 h (TimeInput). */
  time: { inputMode: 'numeric', maxLength: 5, placeholder: 'hh:mm', format: maskTime },
} satisfies Record<string, Mask>;
