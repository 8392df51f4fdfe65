import { updateDoc, type ChatDoc, type MessageDoc } from '@/data';

/**
 * Opening a conversation reads it: the client's unread messages that were loaded (shown)
 * get `readAt` — the client's app shows its message as read — and the chat's staff unread
 * counter goes back to zero. Older unread ones are marked as the reader scrolls to them.
 * Returns how many messages were marked.
 */
export async function markChatRead(
  chat: Pick<ChatDoc, 'id' | 'unreadStaff'>,
  messages: readonly Pick<MessageDoc, 'id' | 'side' | 'readAt'>[],
): Promise<number> {
  const now = new Date().toISOString();
  const unread = messages.filter((m) => m.side === 'cliente' && !m.readAt);
  for (const m of unread)
    await updateDoc('messages', m.id, { readAt: now }, { summary: 'Marcou mensagem do cliente como lida' });
  if (chat.unreadStaff > 0) await updateDoc('chats', chat.id, { unreadStaff: 0 }, { summary: 'Leu a conversa' });
  return unread.length;
}
