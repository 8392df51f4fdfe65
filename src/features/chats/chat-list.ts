import { foldText, type ChatDoc, type ClientDoc } from '@/data';
import { CHAT_STATUSES } from '@/data';

export type ChatStatus = (typeof CHAT_STATUSES)[number];
export type ChatStatusFilter = ChatStatus | 'todos';

export interface ChatListItem {
  chat: ChatDoc;
  /** Null while the client record has not reached this device (or was deleted). */
  client: ClientDoc | null;
}

export interface ChatListFilter {
  search: string;
  status: ChatStatusFilter;
}

/** The name shown for a chat: the client's, or a neutral label when the record is missing. */
export function chatTitle(item: ChatListItem): string {
  return item.client?.name ?? 'Cliente não encontrado';
}

/**
 * The conversation list: filtered by status, searched (accent-insensitive) over the
 * client's name, document, phone and e-mail and the last message, newest activity first.
 */
export function filterChats(items: readonly ChatListItem[], filter: ChatListFilter): ChatListItem[] {
  const words = foldText(filter.search).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => filter.status === 'todos' || item.chat.status === filter.status)
    .filter((item) => {
      if (words.length === 0) return true;
      const c = item.client;
      const haystack = foldText(
        [c?.name, c?.document, c?.phone, c?.email, item.chat.lastMessagePreview].filter(Boolean).join(' '),
      );
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) =>
      a.chat.lastMessageAt < b.chat.lastMessageAt ? 1 : a.chat.lastMessageAt > b.chat.lastMessageAt ? -1 : 0,
    );
}

export function countByStatus(items: readonly ChatListItem[]): Record<ChatStatusFilter, number> {
  const counts: Record<ChatStatusFilter, number> = { todos: items.length, aberto: 0, aguardando: 0, encerrado: 0 };
  for (const item of items) counts[item.chat.status as ChatStatus]++;
  return counts;
}
