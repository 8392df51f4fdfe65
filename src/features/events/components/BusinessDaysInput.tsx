import { Input, Stack, chakra } from '@chakra-ui/react';

/** The "Dias úteis" number field of a deadline count (1 to 365). */
export function BusinessDaysInput({
  id,
  value,
  onChange,
  w,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  w: string;
}) {
  return (
    <Stack gap="1" w={w}>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        Dias úteis
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
