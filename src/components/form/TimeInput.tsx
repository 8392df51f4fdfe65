import type { InputProps } from '@chakra-ui/react';
import { digitsOnly } from '@/lib/format';
import { MaskedInput } from './MaskedInput';

interface TimeInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** 'HH:mm' (24 h), '' when empty, or the text typed so far (the forms' rules reject it: 'Hora inválida'). */
  value: string;
  onValueChange: (value: string) => void;
}

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

/**
 * A time of day typed as hh:mm, 24 h, whatever the device's language is: a native time input
 * shows 03:15 AM on an English tablet. Ids, aria-* and onBlur go to the input, as FormField expects.
 */
export function TimeInput({ value, onValueChange, placeholder = 'hh:mm', ...rest }: TimeInputProps) {
  return (
    <MaskedInput
      minH="11"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={placeholder}
      {...rest}
      value={value}
      format={maskTime}
      onValueChange={onValueChange}
    />
  );
}
