import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageSquarePlus, MessagesSquare, UserPlus } from 'lucide-react';
import { loadMessageWindow, startUploadWorker, watchMessageWindow, type ClientDoc } from '@/data';
import { EmptyState } from '@/components/data-list';
import { PageHeader } from '@/components/layout/PageHeader';
import { describeDataError } from '@/components/feedback/describe-error';
import { can } from '@/lib/permissions';
import { notifyError } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth';
import { startChatWith } from '../api/start-chat';
import type { ChatStatus, ChatStatusFilter } from '../chat-list';
import { useChatList } from '../hooks/use-chat-list';
import { INITIAL_WINDOW } from '../hooks/use-messages';
import { whenIdle } from '@/lib/when-idle';
import { useFillHeight } from '../hooks/use-fill-height';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { ConversationWarmup } from './ConversationWarmup';
import { NewChatDialog } from './NewChatDialog';

// Phones show the list or the conversation; tablets both. Switched by an attribute, not by
// style props that depend on `chatId`: a style object that changes makes Chakra insert new
// CSS rules, and every inserted rule restyles the whole page during the open.
const PHONE_LIST_ONLY = {
  display: 'block',
  '&[data-conversation-open]': { display: { base: 'none', md: 'block' } },
} as const;
const PHONE_LIST_PANE = {
  display: 'flex',
  '&[data-conversation-open]': { display: { base: 'none', md: 'flex' } },
} as const;
const PHONE_CONVERSATION_PANE = {
  display: { base: 'none', md: 'flex' },
  '&[data-conversation-open]': { display: 'flex' },
} as const;

/** Conversations at the top of the list whose newest messages are kept ready (see below). */
const PREPARED_CONVERSATIONS = 3;

export interface ChatsPageProps {
  /** The open conversation (the route's `?conversa=`). */
  chatId?: string;
  /** The list filter (the route's `?situacao=`). */
  status?: ChatStatusFilter;
  onNavigate: (search: { conversa?: string; situacao?: ChatStatus }) => void;
}

/**
 * /chats. Tablet and up: the conversation list beside the open conversation. Phones: the
 * list, or the conversation with a back button — one at a time, same URL scheme.
 */
export function ChatsPage({ chatId, status = 'todos', onNavigate }: ChatsPageProps) {
  const user = useCurrentUser();
  const { items, loading } = useChatList();
  const [newChatOpen, setNewChatOpen] = useState(false);
  // The main area's bottom padding (md: 1.5rem) is the gap left under the panes.
  const [fillRef, fillHeight] = useFillHeight<HTMLDivElement>(16);

  // Files chosen offline go to Storage from here, also after a reload.
  useEffect(() => startUploadWorker(user.uid), [user.uid]);

  // Stable callbacks: opening a conversation re-renders this screen, and the list's rows
  // (memoised) should not all re-render with it.
  const latest = useRef({ items, status, onNavigate });
  useLayoutEffect(() => {
    latest.current = { items, status, onNavigate };
  });
  const open = useCallback((id: string | undefined) => {
    const { status: current, onNavigate: navigate } = latest.current;
    navigate({ conversa: id, situacao: current === 'todos' ? undefined : current });
  }, []);
  // Read a conversation's newest messages ahead of its render (see useMessageWindow): from
  // the press (pointerdown comes ~100 ms before the click on a touch screen) or the click.
  const prepare = useCallback((id: string) => {
    const chat = latest.current.items.find((i) => i.chat.id === id)?.chat;
    if (chat) void loadMessageWindow(chat.id, chat.lastMessageAt, INITIAL_WINDOW).catch(() => undefined);
  }, []);
  const openFromList = useCallback(
    (id: string) => {
      open(id);
      prepare(id);
    },
    [open, prepare],
  );

  // The conversations at the top of the list are the likely next ones: once the list is
  // shown and the browser is idle, keep their newest messages read (and live), so opening
  // one renders its messages in its first frame.
  const likely = items
    .slice(0, PREPARED_CONVERSATIONS)
    .map((i) => i.chat.id)
    .join(' ');
  useEffect(() => {
    if (!likely) return;
    const stops: (() => void)[] = [];
    const cancel = whenIdle(() => {
      for (const id of likely.split(' ')) {
        const chat = latest.current.items.find((i) => i.chat.id === id)?.chat;
        if (chat) stops.push(watchMessageWindow(chat.id, chat.lastMessageAt, INITIAL_WINDOW));
      }
    }, 500);
    return () => {
      cancel();
      stops.forEach((stop) => stop());
    };
  }, [likely]);

  const back = useCallback(() => open(undefined), [open]);
  const closeNewChat = useCallback(() => setNewChatOpen(false), []);
  const openFlag = chatId ? '' : undefined;
  const known = chatId ? items.find((i) => i.chat.id === chatId) : undefined;
  const pickClient = useCallback(
    async (client: ClientDoc) => {
      setNewChatOpen(false);
      try {
        const chat = await startChatWith(client.id, user.uid);
        open(chat.id);
      } catch (e) {
        notifyError(...describeDataError(e));
      }
    },
    [open, user.uid],
  );
  const pick = useCallback((c: ClientDoc) => void pickClient(c), [pickClient]);

  return (
    <Flex direction="column" ref={fillRef} h={fillHeight ? `${fillHeight}px` : 'calc(100dvh - 6.5rem)'} minH="96">
      <Box data-conversation-open={openFlag} css={PHONE_LIST_ONLY}>
        <PageHeader
          title="Chats"
          actions={
            <>
              <Button asChild variant="outline" minH="11">
                <Link to="/clientes/cadastrar">
                  <UserPlus size={18} aria-hidden /> Novo cliente
                </Link>
              </Button>
              <Button
                colorPalette="blue"
                minH="11"
                disabled={!can(user.role, 'create', 'chats')}
                onClick={() => setNewChatOpen(true)}
              >
                <MessageSquarePlus size={18} aria-hidden /> Nova conversa
              </Button>
            </>
          }
        />
      </Box>
      <Flex flex="1" minH="0" borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg">
        <Box
          as="section"
          aria-label="Lista de conversas"
          // A tablet in landscape (lg, 1024 px): ~300 px for names, the conversation beside it.
          w={{ base: 'full', md: '64', lg: '300px', xl: '80' }}
          flexShrink={0}
          borderRightWidth={{ base: '0', md: '1px' }}
          data-conversation-open={openFlag}
          css={PHONE_LIST_PANE}
        >
          <ChatList
            items={items}
            loading={loading}
            selectedId={chatId}
            status={status}
            onStatusChange={(s) => onNavigate({ conversa: chatId, situacao: s === 'todos' ? undefined : s })}
            onOpen={openFromList}
            onPrepare={prepare}
          />
        </Box>
        <Box
          as="section"
          aria-label="Conversa"
          flex="1"
          minW="0"
          data-conversation-open={openFlag}
          css={PHONE_CONVERSATION_PANE}
        >
          {chatId ? (
            <Conversation key={chatId} chatId={chatId} known={known} onBack={back} />
          ) : (
            <Flex flex="1" align="center" justify="center" p="6">
              <EmptyState
                icon={<MessagesSquare />}
                title="Escolha uma conversa"
                description="Selecione um cliente na lista ou comece uma nova conversa."
              />
            </Flex>
          )}
        </Box>
      </Flex>
      {/* Mounted only while open: closed, it would still search the clients on every change. */}
      {newChatOpen && <NewChatDialog open onClose={closeNewChat} onPick={pick} />}
      {/* While the list is shown: prepare the conversation pane's first open (see the component). */}
      {!chatId && <ConversationWarmup item={items[0]} user={user} />}
    </Flex>
  );
}
