import { useId, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Input,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Copy, MessageCircle, Send, UserX } from 'lucide-react';
import { useLiveQuery, type ClientDoc } from '@/data';
import type { ClientAppAccessInvite } from '@advocacia/shared/config/backend';
import type { StaffRole } from '@advocacia/shared/config/roles';
import { ConfirmDialog, FormField } from '@/components/form';
import { PreviewPanel } from '@/components/rich-text/PreviewPanel';
import { notifyBackendError, useServerAction } from '@/lib/http';
import { chatPlaceholderValues, placeholderLabel, placeholderToken, type SenderInfo } from '@/lib/text-styles';
import { notify, notifyError, notifySuccess } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth';
import { inviteClientToApp } from '../api/invite-to-app';
import { revokeClientAppAccess } from '../api/revoke-app-access';
import {
  APP_ACCESS_ROLE_REASON,
  APP_ACCESS_ROLES,
  APP_LINK_PLACEHOLDER,
  inviteMessage,
  whatsAppNumber,
  whatsAppUrl,
} from '../app-invite';
import { copyText } from '@/lib/clipboard';

/** A reason shown beside a disabled control, not only as its tooltip: a tablet has no hover. */
function Reason({ id, children }: { id: string; children: string | null }) {
  if (!children) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

/**
 * What the last invitation or revocation on this page said, until the replica catches up: the
 * backend writes `appUid` on the server and it reaches this device by sync a moment later. Once
 * the replica's value changes, the replica speaks again (also for a colleague's later change).
 */
interface RecentChange {
  appUid: string | null;
  /** The replica's `appUid` when the change was made. */
  replicaAppUid: string | null;
}

/** Aplicativo tab: the client's access to the firm's mobile app — invite (with a password-setup link to share) and revoke. */
export function ClientAppTab({ client, role }: { client: ClientDoc; role: StaffRole }) {
  const user = useCurrentUser();
  const server = useServerAction();
  const ids = useId();
  const [invite, setInvite] = useState<ClientAppAccessInvite | null>(null);
  const [recent, setRecent] = useState<RecentChange | null>(null);
  const [busy, setBusy] = useState<'invite' | 'revoke' | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);

  const replicaAppUid = client.appUid || null;
  const appUid = recent && recent.replicaAppUid === replicaAppUid ? recent.appUid : replicaAppUid;
  const email = client.email.trim();
  const roleReason = (APP_ACCESS_ROLES as readonly StaffRole[]).includes(role) ? null : APP_ACCESS_ROLE_REASON;
  const inviteReason =
    roleReason ?? (email ? null : 'Cadastre o e-mail do cliente na aba Dados para convidá-lo.') ?? server.reason;
  const revokeReason = roleReason ?? server.reason;

  const onInvite = async () => {
    setBusy('invite');
    try {
      const result = await inviteClientToApp(client.id);
      setInvite(result);
      setRecent({ appUid: result.uid, replicaAppUid });
    } catch (error) {
      notifyBackendError(error);
    } finally {
      setBusy(null);
    }
  };

  const onRevoke = async () => {
    setBusy('revoke');
    try {
      const result = await revokeClientAppAccess(client.id);
      setInvite(null);
      setRecent({ appUid: null, replicaAppUid });
      if (!result.revoked) notify({ title: 'O cliente já estava sem acesso ao aplicativo' });
      else if (result.accountDisabled)
        notifySuccess('Acesso revogado', `${client.name} não entra mais no aplicativo do escritório.`);
      else
        notifySuccess(
          'Acesso revogado',
          'O cadastro foi desvinculado; a conta continua ativa porque está vinculada a outro cliente.',
        );
    } catch (error) {
      notifyBackendError(error);
    } finally {
      setBusy(null);
      setConfirmRevoke(false);
    }
  };

  return (
    <Stack gap="6" maxW="4xl">
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Aplicativo do cliente
          </Heading>
          <Text color="fg.muted">
            Com o aplicativo do escritório, o cliente acompanha os processos, conversa com a equipe e recebe avisos no
            celular. O convite cria a conta com o e-mail do cliente e gera um link para ele criar a senha.
          </Text>

          <Stack gap="1" aria-live="polite">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="medium">Situação:</Text>
              {appUid ? (
                <Badge colorPalette="green" size="lg">
                  Com acesso ao aplicativo
                </Badge>
              ) : (
                <Badge colorPalette="gray" size="lg">
                  Sem acesso ao aplicativo
                </Badge>
              )}
            </Flex>
            <Text>
              <Text as="span" fontWeight="medium">
                E-mail:
              </Text>{' '}
              {email || 'não cadastrado'}
            </Text>
          </Stack>

          {!email && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Este cliente não tem e-mail cadastrado.</Alert.Title>
                <Alert.Description>
                  O aplicativo usa o e-mail do cliente para entrar.{' '}
                  <ChakraLink asChild colorPalette="blue" fontWeight="medium">
                    <Link to="/clientes/editar/$id" params={{ id: client.id }} search={{}}>
                      Cadastrar o e-mail na aba Dados
                    </Link>
                  </ChakraLink>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          <Flex gap="3" align="center" wrap="wrap">
            <Button
              colorPalette="blue"
              size="lg"
              minH="11"
              disabled={Boolean(inviteReason) || busy !== null}
              loading={busy === 'invite'}
              aria-describedby={inviteReason ? `${ids}-convite` : undefined}
              onClick={() => void onInvite()}
            >
              <Send /> {appUid ? 'Gerar novo link de acesso' : 'Convidar para o aplicativo'}
            </Button>
            {appUid && (
              <Button
                colorPalette="red"
                variant="outline"
                size="lg"
                minH="11"
                disabled={Boolean(revokeReason) || busy !== null}
                aria-describedby={
                  revokeReason ? (revokeReason === inviteReason ? `${ids}-convite` : `${ids}-revogar`) : undefined
                }
                onClick={() => setConfirmRevoke(true)}
              >
                <UserX /> Revogar acesso
              </Button>
            )}
          </Flex>
          <Reason id={`${ids}-convite`}>{inviteReason}</Reason>
          {appUid && revokeReason !== inviteReason && <Reason id={`${ids}-revogar`}>{revokeReason}</Reason>}
          {appUid && !invite && !inviteReason && (
            <Text fontSize="sm" color="fg.muted">
              O cliente esqueceu a senha ou o link expirou? Gere um novo link: a conta continua a mesma.
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      {invite && <InviteLinkCard key={invite.passwordSetupLink} invite={invite} client={client} sender={user} />}

      <ConfirmDialog
        open={confirmRevoke}
        title="Revogar o acesso ao aplicativo?"
        confirmLabel="Revogar acesso"
        destructive
        confirmLoading={busy === 'revoke'}
        onCancel={() => setConfirmRevoke(false)}
        onConfirm={() => void onRevoke()}
      >
        {client.name} deixa de entrar no aplicativo do escritório e as sessões abertas no celular terminam. O cadastro,
        os processos e as conversas continuam aqui, e você pode convidá-lo de novo depois.
      </ConfirmDialog>
    </Stack>
  );
}

interface InviteLinkCardProps {
  invite: ClientAppAccessInvite;
  client: ClientDoc;
  sender: SenderInfo;
}

/** The password-setup link after an invitation: copy it, or send it by WhatsApp with a message from a shortcut. */
function InviteLinkCard({ invite, client, sender }: InviteLinkCardProps) {
  const ids = useId();
  const shortcuts = useLiveQuery('shortcuts', { sort: [{ trigger: 'asc' }] });
  const [shortcutId, setShortcutId] = useState('');
  const link = invite.passwordSetupLink;
  const shortcut = shortcuts.data.find((s) => s.id === shortcutId) ?? null;
  const message = useMemo(
    () => inviteMessage(shortcut?.message ?? null, chatPlaceholderValues(client, sender), link),
    [shortcut, client, sender, link],
  );
  const number = whatsAppNumber(client.phone);
  const whatsAppReason = number
    ? null
    : client.phone.trim()
      ? 'O telefone do cliente não é um número válido para o WhatsApp. Corrija-o na aba Dados.'
      : 'Cliente sem telefone cadastrado: cadastre-o na aba Dados para enviar pelo WhatsApp.';

  const onCopy = async () => {
    try {
      await copyText(link);
      notifySuccess('Link copiado');
    } catch {
      notifyError('Não foi possível copiar o link', 'Selecione o link e copie manualmente.');
    }
  };

  return (
    <Card.Root variant="outline" borderColor="border.success">
      <Card.Body gap="4">
        <Stack gap="1" role="status">
          <Heading as="h2" size="md">
            Convite pronto
          </Heading>
          <Text color="fg.muted">
            {invite.created
              ? `Conta criada para ${invite.email}.`
              : `A conta de ${invite.email} já existia e está vinculada a este cliente.`}{' '}
            Envie o link abaixo ao cliente para ele criar a senha. O link não fica guardado aqui: se precisar de outro,
            gere um novo.
          </Text>
        </Stack>

        <FormField label="Link para criar a senha">
          <Flex gap="2" wrap="wrap" width="full">
            <Input size="lg" readOnly value={link} flex="1" minW="60" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" size="lg" minH="11" onClick={() => void onCopy()}>
              <Copy /> Copiar link
            </Button>
          </Flex>
        </FormField>

        <FormField
          label="Mensagem do WhatsApp"
          helper={`Escolha um atalho: o link entra no lugar de ${placeholderToken(APP_LINK_PLACEHOLDER)} ou no fim da mensagem.`}
        >
          <NativeSelect.Root size="lg">
            <NativeSelect.Field minH="11" value={shortcutId} onChange={(e) => setShortcutId(e.target.value)}>
              <option value="">Mensagem padrão</option>
              {shortcuts.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.trigger} — {s.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <PreviewPanel bg="bg.subtle">
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="invite-message">
            {message.text}
          </Text>
        </PreviewPanel>
        {message.missing.length > 0 && (
          <Text fontSize="sm" color="fg.warning" role="status">
            Sem valor neste cadastro:{' '}
            {message.missing.map((k) => placeholderLabel(k) ?? placeholderToken(k)).join(', ')}. O texto segue como está
            escrito no atalho.
          </Text>
        )}

        <Stack gap="1" align="flex-start">
          {number ? (
            <Button asChild colorPalette="green" size="lg" minH="11">
              <a href={whatsAppUrl(number, message.text)} target="_blank" rel="noopener noreferrer">
                <MessageCircle /> Enviar pelo WhatsApp
              </a>
            </Button>
          ) : (
            <Button colorPalette="green" size="lg" minH="11" disabled aria-describedby={`${ids}-whatsapp`}>
              <MessageCircle /> Enviar pelo WhatsApp
            </Button>
          )}
          <Reason id={`${ids}-whatsapp`}>{whatsAppReason}</Reason>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
