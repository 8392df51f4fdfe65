import { LAYOUT_KIND_LABELS } from '../labels';
import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Flex, Grid, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Copy, Pencil, Printer } from 'lucide-react';
import { useDocument, useLiveQuery } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { FormField } from '@/components/form';
import { fillPlaceholders, toPlainText } from '@/lib/text-styles';
import { formatDateTime } from '@/lib/format';
import { notify, notifyError, notifySuccess } from '@/lib/toaster';
import { can } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { ClientPicker, ProcessSelect } from '@/components/pickers';
import { useFirmSettings } from '../firm-settings';
import { placeholderValues } from '../placeholder-values';
import { SIGNATURE_HEAD_PREFIX } from '../signature/signature-log';
import type { WebPkiClient } from '../signature/web-pki';
import { FilledDocument, missingLabel } from './FilledDocument';
import { FirmSettingsDialog } from './FirmSettingsDialog';
import { LayoutNotFound } from './LayoutFormPage';
import { PrintPortal } from './PrintPortal';
import { SignaturePanel } from './SignaturePanel';
import { copyText } from '@/lib/clipboard';

interface LayoutDetailsProps {
  id: string;
  clientId?: string;
  processId?: string;
  onSelectionChange: (next: { cliente?: string; processo?: string }) => void;
  /** Tests inject a web-pki test double. */
  loadPki?: () => Promise<WebPkiClient>;
  /** Tests pin "today". */
  now?: Date;
}

/**
 * A layout filled for a client (and process): values from the records, the firm's data,
 * the signed-in user and today's date; whatever is still missing is highlighted and can
 * be typed here for this document. Print/PDF prints only the document; "copiar como
 * mensagem" puts the text with its chat markup on the clipboard.
 */
export function LayoutDetailsPage({
  id,
  clientId = '',
  processId = '',
  onSelectionChange,
  loadPki,
  now,
}: LayoutDetailsProps) {
  const user = useCurrentUser();
  const { data: layout, loading } = useDocument('layouts', id);
  const { data: client } = useDocument('clients', clientId || null);
  const { data: process } = useDocument('proccess', processId || null);
  const { data: me } = useDocument('users', user.uid);
  const [firm] = useFirmSettings();
  const [manual, setManual] = useState<Record<string, string>>({});

  const values = useMemo(
    () =>
      placeholderValues({
        client,
        process: process && process.clientId === clientId ? process : null,
        firm,
        user: {
          displayName: me?.displayName ?? user.displayName,
          email: me?.email ?? user.email,
          phoneNumber: me?.phoneNumber ?? user.phoneNumber,
          oab: me?.oab ?? null,
        },
        manual,
      }),
    [client, process, clientId, firm, me, user, manual],
  );
  const filled = useMemo(
    () => (layout ? fillPlaceholders(layout.content, values, { now }) : null),
    [layout, values, now],
  );
  // Fields the user has started typing stay visible even once they have a value.
  const manualKeys = useMemo(() => {
    if (!filled) return [];
    return [...new Set([...filled.missing, ...Object.keys(manual)])];
  }, [filled, manual]);

  const { data: logs } = useLiveQuery('logs', {
    selector: { collectionName: 'layouts', documentId: id },
    sort: [{ deviceTime: 'desc' }],
  });
  const signatures = logs.filter((l) => l.summary.startsWith(SIGNATURE_HEAD_PREFIX));

  if (loading) return <Spinner role="status" aria-label="Carregando layout" />;
  if (!layout || !filled) return <LayoutNotFound />;

  const plainDocument = toPlainText(filled.text);
  const missingCount = filled.missing.length;

  return (
    <Stack gap="5">
      <PageHeader
        title={layout.name}
        subtitle={<Badge variant="subtle">{LAYOUT_KIND_LABELS[layout.kind]}</Badge>}
        actions={
          <>
            <FirmSettingsDialog />
            {can(user.role, 'update', 'layouts') && (
              <Button asChild variant="outline" minH="11">
                <Link to="/layouts/editar/$id" params={{ id }}>
                  <Pencil size={18} aria-hidden /> Editar modelo
                </Link>
              </Button>
            )}
          </>
        }
      />

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <ClientPicker
          label="Cliente"
          value={clientId}
          onChange={(c) => onSelectionChange({ cliente: c || undefined, processo: undefined })}
        />
        <ProcessSelect
          clientId={clientId}
          value={processId}
          onChange={(p) => onSelectionChange({ cliente: clientId || undefined, processo: p || undefined })}
        />
      </Grid>

      {manualKeys.length > 0 && (
        <Box
          as="section"
          aria-labelledby="faltando-titulo"
          borderWidth="1px"
          borderRadius="l3"
          p="4"
          borderColor={missingCount ? 'orange.emphasized' : undefined}
        >
          <Heading as="h2" size="md" id="faltando-titulo" mb="1">
            {missingCount
              ? `Faltam ${missingCount} ${missingCount === 1 ? 'valor' : 'valores'}`
              : 'Valores completados'}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            Os destacados no documento não estão no cadastro. Escolha o cliente e o processo, ou digite aqui só para
            este documento (não altera o cadastro).
          </Text>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            {manualKeys.map((key) => (
              <FormField key={key} label={missingLabel(key)}>
                <Input
                  minH="11"
                  value={manual[key] ?? ''}
                  onChange={(e) => setManual({ ...manual, [key]: e.target.value })}
                />
              </FormField>
            ))}
          </Grid>
        </Box>
      )}

      <Flex gap="2" wrap="wrap">
        <Button colorPalette="blue" minH="11" onClick={() => window.print()}>
          <Printer size={18} aria-hidden /> Imprimir / salvar PDF
        </Button>
        <Button
          variant="outline"
          minH="11"
          onClick={async () => {
            try {
              await copyText(filled.text);
              if (missingCount)
                notify({
                  type: 'warning',
                  title: 'Copiado com campos em falta',
                  description: `Complete antes de enviar: ${filled.missing.map(missingLabel).join(', ')}.`,
                });
              else notifySuccess('Copiado', 'Cole a mensagem na conversa: os estilos de texto são mantidos.');
            } catch {
              notifyError('Não foi possível copiar', 'Seu navegador bloqueou o acesso à área de transferência.');
            }
          }}
        >
          <Copy size={18} aria-hidden /> Copiar como mensagem
        </Button>
      </Flex>

      {missingCount > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              Valores em falta destacados no documento: {filled.missing.map(missingLabel).join(', ')}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Box
        as="article"
        aria-label="Documento preenchido"
        id="documento"
        // Paper stays white in the dark theme, as it prints ("chakra-theme light": Chakra's light tokens inside).
        className="chakra-theme light"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="l2"
        bg="white"
        color="gray.900"
        shadow="sm"
        px={{ base: '5', md: '12' }}
        py={{ base: '6', md: '10' }}
        maxW="4xl"
        fontFamily="'Times New Roman', Times, serif"
        fontSize="lg"
      >
        <FilledDocument text={filled.text} />
      </Box>

      <PrintPortal>
        <FilledDocument text={filled.text} lineHeight="1.5" />
      </PrintPortal>

      <SignaturePanel
        layoutId={layout.id}
        layoutName={layout.name}
        clientId={client?.id}
        documentText={plainDocument}
        blockedReason={
          missingCount
            ? 'Complete os valores em falta antes de assinar: a assinatura vale para o texto exato do documento.'
            : null
        }
        actorUid={user.uid}
        loadPki={loadPki}
      />

      {signatures.length > 0 && (
        <Box as="section" aria-labelledby="assinaturas-titulo">
          <Heading as="h2" size="md" id="assinaturas-titulo" mb="2">
            Assinaturas registradas
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {signatures.map((s) => (
              <Box as="li" key={s.id} borderWidth="1px" borderRadius="l2" p="3" fontSize="sm">
                <Text fontWeight="medium">{formatDateTime(s.deviceTime)}</Text>
                <Text overflowWrap="anywhere">{s.summary}</Text>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
