import { useState } from 'react';
import { Button, Flex, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useLiveQuery } from '@/data';
import { FormField, saveWithNotice } from '@/components/form';
import { UFS } from '@/lib/validation/uf';
import { saveSupplementaryOabs, supplementaryProblem, type OabRegistration } from '../api/supplementary-oab';

/**
 * "Inscrições suplementares" (issue 38): the OAB registrations a lawyer holds in other states,
 * besides the principal one of the form above. DJEN is asked for each.
 */
export function SupplementaryOabSection({ uid, principal }: { uid: string; principal?: OabRegistration | null }) {
  const { data } = useLiveQuery('users', { selector: { id: uid } });
  const current: OabRegistration[] = data[0]?.oabSupplementary ?? [];
  const [uf, setUf] = useState('');
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    const candidate = { uf, number };
    const why = supplementaryProblem(candidate, principal, current);
    setProblem(why);
    if (why) return;
    if (await saveWithNotice(() => saveSupplementaryOabs(uid, [...current, candidate]))) {
      setUf('');
      setNumber('');
    }
  };

  return (
    <Stack gap="3" data-testid="supplementary-oab">
      {current.length === 0 ? (
        <Text color="fg.muted">Nenhuma inscrição suplementar.</Text>
      ) : (
        <List.Root variant="plain" gap="1" aria-label="Inscrições suplementares">
          {current.map((r, i) => (
            <List.Item key={`${r.uf}-${r.number}`}>
              <HStack gap="2">
                <Text>
                  OAB {r.uf} {r.number}
                </Text>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  minH="11"
                  aria-label={`Remover OAB ${r.uf} ${r.number}`}
                  onClick={() =>
                    void saveWithNotice(() =>
                      saveSupplementaryOabs(
                        uid,
                        current.filter((_, j) => j !== i),
                      ),
                    )
                  }
                >
                  <Trash2 size={16} aria-hidden />
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FormField label="Seccional (UF)">
          <NativeSelect.Root w="32">
            <NativeSelect.Field minH="11" value={uf} onChange={(e) => setUf(e.target.value)}>
              <option value="">—</option>
              {UFS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Número da inscrição suplementar" error={problem ?? undefined}>
          <Input minH="11" maxLength={12} value={number} onChange={(e) => setNumber(e.target.value)} />
        </FormField>
        <Button colorPalette="blue" variant="outline" minH="11" onClick={() => void add()}>
          <Plus size={18} aria-hidden /> Adicionar
        </Button>
      </Flex>
    </Stack>
  );
}
