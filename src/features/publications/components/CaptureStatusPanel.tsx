import { Alert, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { toBr } from '@/lib/deadlines';
import { DJEN_RUN_HOURS } from '@advocacia/shared/djen/capture';
import {
  datajudKeyText,
  failureText,
  failingForAdmin,
  lastCheckText,
  registrationText,
  type CaptureEntry,
} from '../capture';
import { useCaptureStatus } from '../hooks/use-capture-status';

const SCHEDULE = DJEN_RUN_HOURS.map((h) => `${String(h).padStart(2, '0')}:00`).join(', ');

/**
 * Per OAB registration of this person (issue 38): when DJEN was last asked and what it found, the
 * last failure and when it is tried again — so a silent capture failure is never silent. Shown on
 * the publications page and in Perfil.
 */
export function CaptureStatusPanel({
  uid,
  oab,
  now = new Date(),
}: {
  uid: string;
  oab?: { uf: string; number: string } | null;
  now?: Date;
}) {
  const { entries, loading } = useCaptureStatus();
  const mine = entries.filter((e) => e.uids.includes(uid));
  const principal = oab?.number
    ? { uf: oab.uf.toUpperCase(), number: oab.number.replace(/\D/g, '').replace(/^0+/, '') }
    : null;
  const unchecked = principal && !mine.some((e) => e.uf === principal.uf && e.number === principal.number);
  if (loading) return null;
  return (
    <Box
      as="section"
      aria-labelledby="captura-djen"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      data-testid="capture-status"
    >
      <Heading id="captura-djen" as="h2" size="sm" mb="2">
        Consulta ao DJEN
      </Heading>
      {!principal && mine.length === 0 ? (
        <Text>Cadastre seu número da OAB em Perfil para receber as publicações do DJEN que citam você.</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {mine.map((e) => (
            <CaptureLine key={e.id} entry={e} now={now} />
          ))}
          {unchecked && (
            <List.Item>
              <Text>
                <strong>{registrationText(principal)}</strong>: ainda não consultada. O DJEN é consultado às {SCHEDULE}{' '}
                (horário de Brasília), a partir dos últimos 7 dias.
              </Text>
            </List.Item>
          )}
        </List.Root>
      )}
    </Box>
  );
}

function CaptureLine({ entry, now }: { entry: CaptureEntry; now: Date }) {
  const ok = lastCheckText(entry, now);
  const failure = failureText(entry, now);
  return (
    <List.Item data-testid="capture-line">
      <Stack gap="0.5">
        <Text fontWeight="semibold">
          {registrationText(entry)}
          {entry.since ? ` — acompanhada desde ${toBr(entry.since)}` : ''}
        </Text>
        {failure && (
          <Text color="fg.error" display="flex" gap="1" alignItems="center">
            <CircleAlert size={16} aria-hidden /> {failure}
          </Text>
        )}
        <Text color={failure ? 'fg.muted' : undefined} display="flex" gap="1" alignItems="center">
          {!failure && <CircleCheck size={16} aria-hidden color="var(--chakra-colors-green-fg)" />}
          {ok ?? 'Nenhuma consulta completa até agora.'}
        </Text>
      </Stack>
    </List.Item>
  );
}

/**
 * For admins: a banner when any lawyer's capture failed more than one scheduled run in a row, and
 * when a capture document could not be read (reported, not hidden).
 */
export function CaptureAlertBanner({ now = new Date() }: { now?: Date }) {
  const { entries, datajud, invalid } = useCaptureStatus();
  const failing = entries.filter(failingForAdmin);
  const key = datajudKeyText(datajud, now);
  if (failing.length === 0 && invalid.length === 0 && !key) return null;
  return (
    <Alert.Root status="error" data-testid="capture-alert" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {failing.length > 0 ? 'A consulta ao DJEN está falhando' : 'Consultas automáticas com problema'}
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {failing.map((e) => (
              <List.Item key={e.id}>
                {registrationText(e)}: {e.failedRuns} consultas seguidas sem resposta. {failureText(e, now)}.
              </List.Item>
            ))}
            {key && <List.Item>{key}</List.Item>}
            {invalid.length > 0 && (
              <List.Item>
                {invalid.length === 1
                  ? '1 registro de consulta chegou ilegível do servidor e foi ignorado.'
                  : `${invalid.length} registros de consulta chegaram ilegíveis do servidor e foram ignorados.`}
              </List.Item>
            )}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
