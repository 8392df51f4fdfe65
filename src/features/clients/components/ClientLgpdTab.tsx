import { useState } from 'react';
import { Alert, Box, Button, Card, Flex, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { Download, ShieldOff } from 'lucide-react';
import type { ClientDoc } from '@/data';
import type { StaffRole } from '@advocacia/shared/config/roles';
import { useForm } from '@/lib/forms/use-form';
import { ConfirmDialog, FormField, SubmitButton, UnsavedChangesGuard, saveWithNotice } from '@/components/form';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { BackendError, notifyBackendError } from '@/lib/http';
import { permissionReason } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import * as v from 'valibot';
import { optionalString } from '@/lib/validation/schemas';
import { MESSAGES } from '@/lib/validation/messages';
import { anonymiseClient, exportClientData, isAnonymised, saveConsent } from '../api/lgpd';
import { downloadTextFile } from '@/lib/download';
import { ConsentFields } from './ClientForm';

const consentSchema = v.pipe(
  v.object({
    consentMessaging: v.boolean(),
    consentDate: v.nullable(v.string()),
    consentPurpose: optionalString({ max: 500 }),
  }),
  v.forward(
    v.check((c) => !c.consentMessaging || c.consentPurpose !== '', MESSAGES.required),
    ['consentPurpose'],
  ),
);

/** LGPD tab: the consent record, the portability export and the anonymisation. */
export function ClientLgpdTab({ client, role }: { client: ClientDoc; role: StaffRole }) {
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const anonymised = isAnonymised(client);
  const updateReason = permissionReason(role, 'update', 'clients');
  // Anonymising destroys personal data for good: the same roles that may delete records.
  const anonymiseReason = permissionReason(role, 'delete', 'clients');

  const onExport = async () => {
    setExporting(true);
    try {
      const { fileName, json } = await exportClientData(client);
      downloadTextFile(fileName, json, 'application/json;charset=utf-8');
      notifySuccess('Dados exportados', fileName);
    } catch (error) {
      notifyError(...describeDataError(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="6" maxW="4xl">
      <ConsentCard
        key={client.updatedAt}
        client={client}
        disabledReason={anonymised ? 'Cliente anonimizado.' : updateReason}
      />

      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Portabilidade (art. 18, V)
          </Heading>
          <Text color="fg.muted">
            Gera um arquivo JSON com tudo o que o escritório guarda sobre este cliente: cadastro, processos e
            andamentos, eventos, lembretes, conversas e mensagens. A exportação fica registrada nos logs.
          </Text>
          <Box>
            <Button colorPalette="blue" size="lg" onClick={() => void onExport()} loading={exporting}>
              <Download /> Exportar dados (JSON)
            </Button>
          </Box>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" borderColor="border.error">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Anonimização (art. 18, IV)
          </Heading>
          {anonymised ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>Este cliente já foi anonimizado.</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <Text color="fg.muted">
                Substitui os dados pessoais do cliente por valores anônimos. Não há como desfazer. Antes, exporte os
                dados se o cliente pediu uma cópia.
              </Text>
              <List.Root ps="5" color="fg.muted" fontSize="sm">
                <List.Item>
                  Apagados: nome, CPF/CNPJ, e-mail, telefone, data de nascimento, endereço, observações, vínculo com o
                  aplicativo e consentimento.
                </List.Item>
                <List.Item>
                  Também substituídos onde foram copiados: prévia das conversas, títulos, notas e locais de eventos,
                  lembretes, processos e andamentos (inclusive registros excluídos).
                </List.Item>
                <List.Item>
                  Mantidos: processos, andamentos e agenda, necessários ao exercício de direitos em processos (art. 7º,
                  VI).
                </List.Item>
                <List.Item>
                  Mantido sem alteração: o texto das mensagens trocadas, que é prova do atendimento e não pode ser
                  editado. O registro de auditoria identifica o cliente apenas pelo código do cadastro.
                </List.Item>
              </List.Root>
              <Box>
                <Button
                  colorPalette="red"
                  variant="outline"
                  size="lg"
                  onClick={() => setConfirming(true)}
                  disabled={Boolean(anonymiseReason)}
                  title={anonymiseReason ?? undefined}
                >
                  <ShieldOff /> Anonimizar cliente
                </Button>
              </Box>
              {anonymiseReason && (
                <Text fontSize="sm" color="fg.muted">
                  {anonymiseReason}
                </Text>
              )}
            </>
          )}
        </Card.Body>
      </Card.Root>

      <AnonymiseDialog client={client} open={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}

function ConsentCard({ client, disabledReason }: { client: ClientDoc; disabledReason: string | null }) {
  const form = useForm(consentSchema, {
    consentMessaging: client.consent.messaging,
    consentDate: client.consent.date,
    consentPurpose: client.consent.purpose,
  });
  const submit = form.handleSubmit(async (c) => {
    const consent = c.consentMessaging
      ? { messaging: true, date: c.consentDate ?? new Date().toISOString(), purpose: c.consentPurpose }
      : { messaging: false, date: null, purpose: c.consentPurpose };
    await saveWithNotice(() => saveConsent(client, consent));
  });
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form noValidate onSubmit={submit} aria-label="Consentimento para mensagens">
          <UnsavedChangesGuard dirty={form.dirty && !form.submitting} />
          <Stack gap="3">
            <Heading as="h2" size="md">
              Consentimento para mensagens
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {client.consent.messaging && client.consent.date
                ? `Registro atual: consentimento dado em ${formatDateTime(client.consent.date)}.`
                : 'Registro atual: sem consentimento.'}
            </Text>
            <ConsentFields form={form} />
            <Flex justify="flex-end">
              <SubmitButton submitting={form.submitting} disabledReason={disabledReason} disabled={!form.dirty}>
                Salvar consentimento
              </SubmitButton>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Irreversible, so the person types the client's name to confirm (as code hosts do for deleting a repository). */
function AnonymiseDialog({ client, open, onClose }: { client: ClientDoc; open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === client.name.trim();
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const { redacted } = await anonymiseClient(client);
      notifySuccess(
        'Cliente anonimizado',
        redacted
          ? `Cópias dos dados pessoais substituídas em ${redacted} ${redacted === 1 ? 'registro' : 'registros'}.`
          : undefined,
      );
      close();
    } catch (error) {
      // The app account could not be erased on the server (offline, refused): nothing changed.
      if (error instanceof BackendError) notifyBackendError(error);
      else notifyError(...describeDataError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Anonimizar cliente?"
      confirmLabel="Anonimizar definitivamente"
      destructive
      confirmDisabled={!matches}
      confirmLoading={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Stack gap="3">
        <Text>
          Os dados pessoais de “{client.name}” serão substituídos para sempre. Processos, andamentos e agenda continuam
          no sistema.
        </Text>
        <FormField label={`Para confirmar, digite o nome do cliente: ${client.name}`}>
          <Input size="lg" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
