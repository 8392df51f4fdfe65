import { Badge } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { HOME_CARD_LIMIT, useClientNames, useUnreadChats } from '../hooks/use-home-data';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/** Conversations waiting for the firm: unread messages from clients. */
export function ChatsCard() {
  const { items, loading } = useUnreadChats();
  const shown = items.slice(0, HOME_CARD_LIMIT);
  const clientName = useClientNames(shown.map((c) => c.clientId));
  const unreadTotal = items.reduce((sum, c) => sum + c.unreadStaff, 0);
  return (
    <HomeCard
      id="chats"
      title="Conversas não lidas"
      icon={MessageCircle}
      count={unreadTotal}
      loading={loading}
      viewAll={{ to: '/chats', label: 'Ver chats' }}
    >
      <CardList
        label="Conversas com mensagens não lidas"
        items={shown}
        empty={<CardEmpty>Nenhuma mensagem nova de clientes.</CardEmpty>}
        row={(chat) => ({
          to: '/chats',
          search: { conversa: chat.id },
          primary: clientName(chat.clientId) ?? 'Cliente',
          secondary: [chat.lastMessagePreview, formatDateTime(chat.lastMessageAt)].filter(Boolean).join(' · '),
          aside: (
            <Badge colorPalette="green" variant="solid" flexShrink={0} aria-label={`${chat.unreadStaff} não lidas`}>
              {chat.unreadStaff}
            </Badge>
          ),
        })}
      />
    </HomeCard>
  );
}
