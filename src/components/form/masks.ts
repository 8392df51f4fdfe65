import type { InputProps } from '@chakra-ui/react';
import { maskCep, maskCnj, maskCnpj, maskDate, maskPhone } from '@/lib/format';

type Mask = Pick<InputProps, 'type' | 'inputMode' | 'autoCapitalize' | 'placeholder' | 'fontFamily'> & {
  format: (raw: string) => string;
};

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
} satisfies Record<string, Mask>;
