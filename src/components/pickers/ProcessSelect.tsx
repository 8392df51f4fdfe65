import { useId } from 'react';
import { NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useLiveQuery } from '@/data';
import { maskCnj } from '@/lib/format';

/** The processes (`proccess`) of the chosen client; disabled until a client is chosen. */
export function ProcessSelect({
  clientId,
  value,
  onChange,
  label = 'Processo',
}: {
  clientId: string;
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) {
  const id = useId();
  const { data: processes } = useLiveQuery('proccess', {
    selector: { clientId: clientId || '__none__' },
    sort: [{ updatedAt: 'desc' }],
  });
  const helper = !clientId
    ? 'Escolha um cliente para ver os processos dele.'
    : processes.length === 0
      ? 'Este cliente não tem processos cadastrados.'
      : undefined;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      <NativeSelect.Root disabled={!clientId || processes.length === 0}>
        <NativeSelect.Field id={id} minH="11" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Nenhum</option>
          {processes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.cnj ? `${maskCnj(p.cnj)} — ` : ''}
              {p.subject}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && (
        <Text fontSize="sm" color="fg.muted">
          {helper}
        </Text>
      )}
    </Stack>
  );
}
