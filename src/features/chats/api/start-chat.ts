import * as v from 'valibot';
import { chatInputSchema, createDoc, findDocs, type ChatDoc } from '@/data';

/**
 * Opens the conversation with a client: the existing one when there is one (a client has
 * one conversation, whatever its status), otherwise a new one assigned to whoever started it.
 */
export async function startChatWith(clientId: string, staffUid: string): Promise<ChatDoc> {
  const [existing] = await findDocs('chats', { selector: { clientId }, sort: [{ lastMessageAt: 'desc' }], limit: 1 });
  if (existing) return existing;
  const values = v.parse(chatInputSchema, { clientId, status: 'aberto', assignedUid: staffUid });
  return createDoc('chats', values, { summary: 'Iniciou conversa' });
}
