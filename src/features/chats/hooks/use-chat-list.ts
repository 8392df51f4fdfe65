import { useMemo } from 'react';
import { useLiveQuery, type ClientDoc } from '@/data';
import type { ChatListItem } from '../chat-list';

/** Every conversation with its client record, live. */
export function useChatList(): { items: ChatListItem[]; loading: boolean } {
  const chats = useLiveQuery('chats', { sort: [{ lastMessageAt: 'desc' }] });
  const clientIds = useMemo(() => [...new Set(chats.data.map((c) => c.clientId))].sort(), [chats.data]);
  const clients = useLiveQuery('clients', { selector: { id: { $in: clientIds } } });
  const items = useMemo(() => {
    const byId = new Map<string, ClientDoc>(clients.data.map((c) => [c.id, c]));
    return chats.data.map((chat) => ({ chat, client: byId.get(chat.clientId) ?? null }));
  }, [chats.data, clients.data]);
  return { items, loading: chats.loading };
}
