import { useState } from 'react';
import { Box, Button, Flex, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FilePlus2, Link2, XCircle } from 'lucide-react';
import { useDocument, type ProcessStatusDoc } from '@/data';
import { ClientPicker, ProcessSelect } from '@/components/pickers';
import { FormField, saveWithNotice } from '@/components/form';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import { attachPublication, createProcessFromPublication, dismissPublication } from '../api/publication-writes';

type Mode = null | 'attach' | 'create' | 'dismiss';

/**
 * "Publicações a triar": a publication whose number is no process of the firm is attached to a
 * process, used to create one (its CNJ number prefilled), or dismissed with a reason. All local:
 * it works offline and syncs later.
 */
export function PublicationTriage({ publication }: { publication: ProcessStatusDoc }) {
  const [mode, setMode] = useState<Mode>(null);
  const [clientId, setClientId] = useState('');
  const [processId, setProcessId] = useState('');
  const [subject, setSubject] = useState(publication.djen?.className ?? '');
  const [cnj, setCnj] = useState(publication.djen?.cnj ? formatCnj(publication.djen.cnj) : '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: process } = useDocument('proccess', processId || null);

  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    const done = await saveWithNotice(write);
    setBusy(false);
    if (done) setMode(null);
  };
  const cnjDigits = cnj.replace(/\D/g, '');

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          minH="11"
          colorPalette="blue"
          variant={mode === 'attach' ? 'solid' : 'outline'}
          onClick={() => setMode(mode === 'attach' ? null : 'attach')}
        >
          <Link2 aria-hidden /> Anexar a um processo
        </Button>
        <Button
          size="sm"
          minH="11"
          colorPalette="blue"
          variant={mode === 'create' ? 'solid' : 'outline'}
          onClick={() => setMode(mode === 'create' ? null : 'create')}
        >
          <FilePlus2 aria-hidden /> Criar processo
        </Button>
        <Button
          size="sm"
          minH="11"
          colorPalette="red"
          variant={mode === 'dismiss' ? 'solid' : 'outline'}
          onClick={() => setMode(mode === 'dismiss' ? null : 'dismiss')}
        >
          <XCircle aria-hidden /> Descartar
        </Button>
      </HStack>
      {mode && (
        <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
          {mode === 'dismiss' ? (
            <Stack gap="3">
              <FormField
                label="Motivo do descarte"
                required
                helper="Ex.: processo de outro escritório, homônimo, já tratado."
              >
                <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
              </FormField>
              <Flex justify="flex-end" gap="2">
                <Button variant="outline" minH="11" onClick={() => setMode(null)}>
                  Cancelar
                </Button>
                <Button
                  colorPalette="red"
                  minH="11"
                  loading={busy}
                  disabled={reason.trim().length < 3}
                  onClick={() => void run(() => dismissPublication(publication, reason))}
                >
                  Descartar publicação
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="3">
              <ClientPicker
                label="Cliente"
                value={clientId}
                onChange={(id) => {
                  setClientId(id);
                  setProcessId('');
                }}
              />
              {mode === 'attach' ? (
                <ProcessSelect clientId={clientId} value={processId} onChange={setProcessId} />
              ) : (
                <>
                  <FormField label="Número CNJ" helper="Preenchido com o número da publicação.">
                    <Input minH="11" value={cnj} onChange={(e) => setCnj(e.target.value)} inputMode="numeric" />
                  </FormField>
                  <FormField label="Assunto" required>
                    <Input minH="11" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={300} />
                  </FormField>
                </>
              )}
              {mode === 'create' && cnjDigits.length !== 20 && cnjDigits.length > 0 && (
                <Text fontSize="sm" color="fg.error">
                  O número CNJ tem 20 dígitos.
                </Text>
              )}
              <Flex justify="flex-end" gap="2">
                <Button variant="outline" minH="11" onClick={() => setMode(null)}>
                  Cancelar
                </Button>
                {mode === 'attach' ? (
                  <Button
                    colorPalette="blue"
                    minH="11"
                    loading={busy}
                    disabled={!process}
                    onClick={() => process && void run(() => attachPublication(publication, process))}
                  >
                    Anexar
                  </Button>
                ) : (
                  <Button
                    colorPalette="blue"
                    minH="11"
                    loading={busy}
                    disabled={
                      !clientId || subject.trim().length < 3 || (cnjDigits.length > 0 && cnjDigits.length !== 20)
                    }
                    onClick={() =>
                      void run(() =>
                        createProcessFromPublication(publication, {
                          clientId,
                          cnj: cnjDigits,
                          subject,
                          court: publication.djen?.organ ?? '',
                        }),
                      )
                    }
                  >
                    Criar processo e anexar
                  </Button>
                )}
              </Flex>
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
