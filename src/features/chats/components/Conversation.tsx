import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { hasMessagingConsent, useSyncStatus, type ChatDoc } from '@/data';
import { EmptyState } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { CONSENT_REQUIRED_TITLE, ConsentRequiredNotice } from '@/components/feedback/ConsentRequiredNotice';
import { can, permissionReason } from '@/lib/permissions';
import { notifyError } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth';
import { markChatRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { assignChat, changeChatStatus } from '../api/update-chat';
import type { ChatListItem, ChatStatus } from '../chat-list';
import { laterOf, readConfirmedUntil, rememberConfirmedUntil } from '../confirmed-until';
import { useLiveDocument } from '../hooks/use-live-document';
import { useMessageWindow } from '../hooks/use-messages';
import { useStaff } from '@/data';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';

interface ConversationProps {
  chatId: string;
  /** The chat list's copy of this conversation, when it has one: shown at once. */
  known?: ChatListItem;
  onBack: () => void;
}

/** One conversation: who, its status and owner, the messages, and the composer. */
export function Conversation({ chatId, known, onBack }: ConversationProps) {
  const user = useCurrentUser();
  const chat = useLiveDocument('chats', chatId, known?.chat);
  const clientId = chat.data?.clientId;
  const client = useLiveDocument('clients', clientId, known?.client);
  const { staff } = useStaff();

  const canWrite = can(user.role, 'create', 'messages');
  const canManage = can(user.role, 'update', 'chats');

  const current = chat.data;

  const onSend = useCallback(
    async ({ text, files }: { text: string; files: File[] }) => {
      await sendMessage({ chat: { id: chatId }, authorUid: user.uid, text, files });
    },
    [chatId, user.uid],
  );
  const onStatusChange = useCallback(
    (status: ChatStatus) =>
      changeChatStatus(chatId, status).catch((err: unknown) => notifyError(...describeDataError(err))),
    [chatId],
  );
  const onAssign = useCallback(
    (uid: string | null) => {
      const person = staff.find((s) => s.uid === uid || s.id === uid);
      assignChat(chatId, uid, person?.displayName).catch((err: unknown) => notifyError(...describeDataError(err)));
    },
    [chatId, staff],
  );

  if (!chat.loading && !current) {
    return (
      <Stack p="4" gap="4" flex="1">
        <Button variant="ghost" alignSelf="flex-start" minH="11" onClick={onBack} hideFrom="md">
          <ArrowLeft aria-hidden /> Conversas
        </Button>
        <EmptyState
          title="Conversa não encontrada"
          description="Ela pode ter sido excluída. Escolha outra conversa na lista."
        />
      </Stack>
    );
  }
  if (!current) return null;
  // LGPD: no messages to a client without recorded consent (the server rules refuse them too).
  const consentMissing = client.data !== null && !hasMessagingConsent(client.data);

  return (
    <ConversationFrame>
      <ConversationHeader
        chat={current}
        client={client.data}
        clientLoading={client.loading}
        staff={staff}
        user={user}
        canManage={canManage}
        manageReason={permissionReason(user.role, 'update', 'chats')}
        onBack={onBack}
        onStatusChange={onStatusChange}
        onAssign={onAssign}
      />
      <ConversationMessages chat={current} uid={user.uid} />
      {consentMissing && (
        <Box px="3" pt="2">
          <ConsentRequiredNotice clientId={current.clientId} />
        </Box>
      )}
      <Composer
        key={chatId}
        client={client.data}
        sender={user}
        disabled={!canWrite || consentMissing}
        disabledReason={
          permissionReason(user.role, 'create', 'messages') ?? (consentMissing ? CONSENT_REQUIRED_TITLE : undefined)
        }
        onSend={onSend}
        draftScope={`chat:${chatId}`}
      />
    </ConversationFrame>
  );
}

/** The open conversation's column: header, messages, composer. */
export function ConversationFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" flex="1" minW="0" minH="0" h="full">
      {children}
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
  // What the server confirmed before this screen (or this app) opened stays confirmed.
  const [confirmedBefore] = useState(() => readConfirmedUntil(uid));
  useEffect(() => {
    if (lastSyncedAt) rememberConfirmedUntil(uid, lastSyncedAt);
  }, [uid, lastSyncedAt]);
  const sync = useMemo(
    () => ({ pendingWrites, lastSyncedAt: laterOf(lastSyncedAt, confirmedBefore) }),
    [pendingWrites, lastSyncedAt, confirmedBefore],
  );
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
      loading={messages.loading}
      messages={messages.messages}
      hasOlder={messages.hasOlder}
      onLoadOlder={messages.loadOlder}
      sync={sync}
      uid={uid}
    />
  );
}
