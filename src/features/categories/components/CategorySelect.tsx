import type { ReactNode } from 'react';
import { NativeSelect } from '@chakra-ui/react';

/** A choice among the firm's categories, after the options the screen puts first ('Sem categoria', 'Todas'…). */
export function CategorySelect({
  value,
  onChange,
  categories,
  children,
}: {
  value: string;
  onChange: (id: string) => void;
  categories: readonly { id: string; name: string }[];
  /** The options before the categories. */
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
