import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Badge, Box, Button, Flex, Heading, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { CHAT_STATUSES, CHAT_STATUS_LABELS, useDocument, useSyncStatus, type ChatDoc } from '@/data';
import { EmptyState } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { can, permissionReason } from '@/lib/permissions';
import { formatCpfCnpj, maskPhone } from '@/lib/format';
import { notifyError } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { markChatRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { assignChat, changeChatStatus } from '../api/update-chat';
import type { ChatStatus } from '../chat-list';
import { useMessageWindow } from '../hooks/use-messages';
import { useStaff } from '../hooks/use-staff';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { STATUS_COLORS } from './ChatList';

interface ConversationProps {
  chatId: string;
  onBack: () => void;
}

/** One conversation: who, its status and owner, the messages, and the composer. */
export function Conversation({ chatId, onBack }: ConversationProps) {
  const user = useCurrentUser();
  const chat = useDocument('chats', chatId);
  const client = useDocument('clients', chat.data?.clientId);
  const staff = useStaff();

  const canWrite = can(user.role, 'create', 'messages');
  const canManage = can(user.role, 'update', 'chats');

  const current = chat.data;

  const onSend = useCallback(
    async ({ text, files }: { text: string; files: File[] }) => {
      await sendMessage({ chat: { id: chatId }, authorUid: user.uid, text, files });
    },
    [chatId, user.uid],
  );

  if (!chat.loading && !current) {
    return (
      <Stack p="4" gap="4" flex="1">
        <Button variant="ghost" alignSelf="flex-start" minH="11" onClick={onBack} hideFrom="md">
          <ArrowLeft aria-hidden /> Conversas
        </Button>
        <EmptyState title="Conversa não encontrada" description="Ela pode ter sido excluída. Escolha outra conversa na lista." />
      </Stack>
    );
  }
  if (!current) return null;

  const name = client.data?.name ?? (client.loading ? 'Carregando…' : 'Cliente não encontrado');
  const details = client.data ? [formatCpfCnpj(client.data.document), client.data.phone ? maskPhone(client.data.phone) : ''].filter(Boolean).join(' · ') : '';
  const writeReason = permissionReason(user.role, 'create', 'messages');

  return (
    <Flex direction="column" flex="1" minW="0" minH="0" h="full">
      <Flex as="header" align="center" gap="2" px={{ base: '2', md: '4' }} py="2" borderBottomWidth="1px" wrap="wrap">
        <IconButton aria-label="Voltar para as conversas" variant="ghost" minW="11" minH="11" onClick={onBack} hideFrom="md">
          <ArrowLeft />
        </IconButton>
        <Box flex="1" minW="40">
          <Flex align="center" gap="2">
            <Heading as="h2" size="md" truncate>
              {name}
            </Heading>
            <Badge colorPalette={STATUS_COLORS[current.status]} variant="subtle" flexShrink={0} hideBelow="xl">
              {CHAT_STATUS_LABELS[current.status]}
            </Badge>
          </Flex>
          {details && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {details}
            </Text>
          )}
        </Box>
        {client.data && (
          <IconButton asChild variant="ghost" minW="11" minH="11">
            <Link to="/clientes/editar/$id" params={{ id: client.data.id }} aria-label="Editar cliente" title="Editar cliente">
              <Pencil size={18} aria-hidden />
            </Link>
          </IconButton>
        )}
        <Flex gap="2" w={{ base: 'full', lg: 'auto' }}>
          <NativeSelect.Root size="sm" flex="1" minW="32" disabled={!canManage} title={permissionReason(user.role, 'update', 'chats') ?? undefined}>
            <NativeSelect.Field
              aria-label="Situação da conversa"
              minH="11"
              value={current.status}
              onChange={(e) => changeChatStatus(current.id, e.target.value as ChatStatus).catch((err: unknown) => notifyError(...describeDataError(err)))}
            >
              {CHAT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CHAT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" flex="1" minW="40" disabled={!canManage}>
            <NativeSelect.Field
              aria-label="Responsável pela conversa"
              minH="11"
              value={current.assignedUid ?? ''}
              onChange={(e) => {
                const uid = e.target.value || null;
                const person = staff.find((s) => s.uid === uid || s.id === uid);
                assignChat(current.id, uid, person?.displayName).catch((err: unknown) => notifyError(...describeDataError(err)));
              }}
            >
              <option value="">Sem responsável</option>
              {staff.map((s) => (
                <option key={s.id} value={s.uid}>
                  {s.displayName}
                  {s.uid === user.uid ? ' (você)' : ''}
                </option>
              ))}
              {current.assignedUid && !staff.some((s) => s.uid === current.assignedUid) && (
                <option value={current.assignedUid}>{current.assignedUid === user.uid ? `${user.displayName} (você)` : 'Outro membro da equipe'}</option>
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      </Flex>
      <ConversationMessages chat={current} uid={user.uid} />
      <Composer
        key={chatId}
        client={client.data}
        sender={user}
        disabled={!canWrite}
        disabledReason={writeReason ?? undefined}
        onSend={onSend}
      />
    </Flex>
  );
}

/**
 * The messages of an open conversation, and the read marks: opening it reads what is shown;
 * so does a client message arriving while it is open (only while the page is visible — a
 * tablet left on a hidden tab has not read anything).
 */
function ConversationMessages({ chat: current, uid }: { chat: ChatDoc; uid: string }) {
  const messages = useMessageWindow(current.id, current.lastMessageAt);
  const { pendingWrites, lastSyncedAt } = useSyncStatus();
  const sync = useMemo(() => ({ pendingWrites, lastSyncedAt }), [pendingWrites, lastSyncedAt]);
  const marking = useRef(false);
  const again = useRef(false);
  const shown = useRef(messages.messages);
  useEffect(() => {
    shown.current = messages.messages;
  }, [messages.messages]);

  const unreadFromClient = messages.messages.some((m) => m.side === 'cliente' && !m.readAt);
  useEffect(() => {
    if (!(unreadFromClient || current.unreadStaff > 0)) return;
    const run = () => {
      if (document.visibilityState === 'hidden') return;
      if (marking.current) {
        // A message arrived while marking: read again once the current pass ends.
        again.current = true;
        return;
      }
      marking.current = true;
      markChatRead(current, shown.current)
        .catch((e: unknown) => notifyError(...describeDataError(e)))
        .finally(() => {
          marking.current = false;
          if (again.current) {
            again.current = false;
            run();
          }
        });
    };
    run();
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
  }, [current, messages.messages, unreadFromClient]);

  return (
    <MessageList
      chatId={current.id}
      messages={messages.messages}
      hasOlder={messages.hasOlder}
      onLoadOlder={messages.loadOlder}
      sync={sync}
      uid={uid}
    />
  );
}
