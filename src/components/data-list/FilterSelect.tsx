import type { ReactNode } from 'react';
import { NativeSelect } from '@chakra-ui/react';

/**
 * One filter of a list screen: a select named by `label` ("Filtrar por tipo"), its first option
 * the unfiltered one. Full width on a phone, its own width beside the search on a tablet.
 */
export function FilterSelect({
  label,
  value,
  onChange,
  minW = '44',
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Wide enough for its longest option. */
  minW?: '44' | '48' | '52' | '56';
  /** The options. */
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="lg" width={{ base: 'full', sm: 'auto' }} minW={minW}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
