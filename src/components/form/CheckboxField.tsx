import type { ReactNode } from 'react';
import { Checkbox } from '@chakra-ui/react';

type CheckboxFieldProps = Omit<Checkbox.RootProps, 'checked' | 'onCheckedChange' | 'children'> & {
  checked: boolean;
  /** A plain yes/no: these checkboxes are never 'indeterminate'. */
  onCheckedChange: (checked: boolean) => void;
  /** The label. */
  children: ReactNode;
};

/** A checkbox and its label, 44 px tall for fingers. */
export function CheckboxField({ checked, onCheckedChange, children, ...rest }: CheckboxFieldProps) {
  return (
    <Checkbox.Root minH="11" {...rest} checked={checked} onCheckedChange={(e) => onCheckedChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}
