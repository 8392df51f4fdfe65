import { CHAT_STATUS_LABELS } from '../labels';
import { updateDoc, type ChatDoc } from '@/data';
import type { ChatStatus } from '../chat-list';

export async function changeChatStatus(chatId: string, status: ChatStatus): Promise<ChatDoc> {
  return updateDoc(
    'chats',
    chatId,
    { status },
    { summary: `Alterou a situação da conversa para ${CHAT_STATUS_LABELS[status]}` },
  );
}

/** null = nobody (the conversation goes back to the shared queue). */
export async function assignChat(chatId: string, assignedUid: string | null, assigneeName?: string): Promise<ChatDoc> {
  return updateDoc(
    'chats',
    chatId,
    { assignedUid },
    {
      summary: assignedUid
        ? `Atribuiu a conversa a ${assigneeName ?? assignedUid}`
        : 'Removeu o responsável da conversa',
    },
  );
}
