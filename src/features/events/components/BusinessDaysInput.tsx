import { Input, Stack, chakra } from '@chakra-ui/react';

/** The number field of a deadline count (1 to 365): "Dias úteis", or "Dias corridos" for a calendar-day period. */
export function BusinessDaysInput({
  id,
  value,
  onChange,
  w,
  label = 'Dias úteis',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  w: string;
  label?: string;
}) {
  return (
    <Stack gap="1" w={w}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        minH="11"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Stack>
  );
}
