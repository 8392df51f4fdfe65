import { Input, type InputProps } from '@chakra-ui/react';

interface MaskedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  /** Formats what the user typed for display (e.g. maskCpf from lib/format). */
  format: (raw: string) => string;
  /** What the typed text is handed over as; the format itself unless given (DateInput hands over an ISO day). */
  parse?: (typed: string) => string;
  /** Receives the masked text (or what `parse` made of it); forms strip it to digits when saving (the schemas do). */
  onValueChange: (masked: string) => void;
}

/** An input that formats CPF/CNPJ/phone/CEP/CNJ while typing. */
export function MaskedInput({ value, format, parse = format, onValueChange, ...rest }: MaskedInputProps) {
  return <Input {...rest} value={format(value)} onChange={(e) => onValueChange(parse(e.target.value))} />;
}
