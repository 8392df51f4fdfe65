import type { InputProps } from '@chakra-ui/react';
import { MaskedInput } from './MaskedInput';
import { MASKS } from './masks';

interface TimeInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** 'HH:mm' (24 h), '' when empty, or the text typed so far (the forms' rules reject it: 'Hora inválida'). */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A time of day typed as hh:mm, 24 h, whatever the device's language is: a native time input
 * shows 03:15 AM on an English tablet. Ids, aria-* and onBlur go to the input, as FormField expects.
 */
export function TimeInput(props: TimeInputProps) {
  return <MaskedInput minH="11" autoComplete="off" {...MASKS.time} {...props} />;
}
