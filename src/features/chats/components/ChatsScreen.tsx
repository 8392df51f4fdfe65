import { useEffect, useState } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageSquarePlus, MessagesSquare, UserPlus } from 'lucide-react';
import type { ClientDoc } from '@/data';
import { EmptyState } from '@/components/data-list';
import { PageHeader } from '@/components/layout/PageHeader';
import { describeDataError } from '@/components/feedback/describe-error';
import { can } from '@/lib/permissions';
import { notifyError } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { startChatWith } from '../api/start-chat';
import type { ChatStatus, ChatStatusFilter } from '../chat-list';
import { useChatList } from '../hooks/use-chat-list';
import { INITIAL_WINDOW } from '../hooks/use-messages';
import { prefetchWindowStart } from '../message-window';
import { useFillHeight } from '../hooks/use-fill-height';
import { startUploadWorker } from '../upload-queue/queue';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';
import { NewChatDialog } from './NewChatDialog';

export interface ChatsScreenProps {
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
export function ChatsScreen({ chatId, status = 'todos', onNavigate }: ChatsScreenProps) {
  const user = useCurrentUser();
  const { items, loading } = useChatList();
  const [newChatOpen, setNewChatOpen] = useState(false);
  // The main area's bottom padding (md: 1.5rem) is the gap left under the panes.
  const [fillRef, fillHeight] = useFillHeight<HTMLDivElement>(16);

  // Files chosen offline go to Storage from here, also after a reload.
  useEffect(() => startUploadWorker(user.uid), [user.uid]);

  const open = (id: string | undefined) => onNavigate({ conversa: id, situacao: status === 'todos' ? undefined : status });
  const openFromList = (id: string) => {
    const chat = items.find((i) => i.chat.id === id)?.chat;
    if (chat) void prefetchWindowStart(chat.id, chat.lastMessageAt, INITIAL_WINDOW).catch(() => undefined);
    open(id);
  };
  const pickClient = async (client: ClientDoc) => {
    setNewChatOpen(false);
    try {
      const chat = await startChatWith(client.id, user.uid);
      open(chat.id);
    } catch (e) {
      notifyError(...describeDataError(e));
    }
  };

  return (
    <Flex direction="column" ref={fillRef} h={fillHeight ? `${fillHeight}px` : 'calc(100dvh - 6.5rem)'} minH="96">
      <Box display={{ base: chatId ? 'none' : 'block', md: 'block' }}>
        <PageHeader
          title="Chats"
          actions={
            <>
              <Button asChild variant="outline" minH="11">
                <Link to="/clientes/cadastrar">
                  <UserPlus size={18} aria-hidden /> Novo cliente
                </Link>
              </Button>
              <Button colorPalette="blue" minH="11" disabled={!can(user.role, 'create', 'chats')} onClick={() => setNewChatOpen(true)}>
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
          w={{ base: 'full', md: '64', xl: '80' }}
          flexShrink={0}
          borderRightWidth={{ base: '0', md: '1px' }}
          display={{ base: chatId ? 'none' : 'flex', md: 'flex' }}
        >
          <ChatList
            items={items}
            loading={loading}
            selectedId={chatId}
            status={status}
            onStatusChange={(s) => onNavigate({ conversa: chatId, situacao: s === 'todos' ? undefined : s })}
            onOpen={openFromList}
          />
        </Box>
        <Box as="section" aria-label="Conversa" flex="1" minW="0" display={{ base: chatId ? 'flex' : 'none', md: 'flex' }}>
          {chatId ? (
            <Conversation key={chatId} chatId={chatId} onBack={() => open(undefined)} />
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
      <NewChatDialog open={newChatOpen} onClose={() => setNewChatOpen(false)} onPick={(c) => void pickClient(c)} />
    </Flex>
  );
}
