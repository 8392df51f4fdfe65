import * as v from 'valibot';
import {
  assertMessagingConsent,
  createDoc,
  enqueueUploads,
  getDoc,
  messageInputSchema,
  nowIso,
  processUploads,
  updateDoc,
  type ChatDoc,
  type MessageDoc,
  type PendingUpload,
} from '@/data';
import { toPlainText } from '@/lib/text-styles';
import { AttachmentError, attachmentProblem, storagePathFor } from '../attachments';

export interface SendMessageInput {
  chat: Pick<ChatDoc, 'id'>;
  authorUid: string;
  /** Light markup (src/lib/text-styles); stored as typed. */
  text: string;
  files?: readonly File[];
}

export function previewOf(text: string, files: readonly { name: string }[]): string {
  const plain = toPlainText(text).replace(/\s+/g, ' ').trim();
  const preview = plain || (files.length ? `📎 ${files.map((f) => f.name).join(', ')}` : '');
  return preview.length > 200 ? `${preview.slice(0, 199)}…` : preview;
}

/**
 * Sends a staff message, offline or not: the files go to the device's upload queue first,
 * then the message is written to the replica (attachments with `downloadUrl: null`), then
 * the chat's preview/time and the client's unread counter. Replication and the upload
 * queue carry everything to the server when they can. A client without recorded LGPD
 * consent receives nothing: ConsentRequiredError, before anything is written or queued.
 */
export async function sendMessage({ chat, authorUid, text, files = [] }: SendMessageInput): Promise<MessageDoc> {
  for (const f of files) {
    const problem = attachmentProblem(f);
    if (problem) throw new AttachmentError(problem);
  }
  await assertMessagingConsent((await getDoc('chats', chat.id))?.clientId);
  const messageId = crypto.randomUUID();
  // The server's time as this device knows it: the rules refuse a sentAt ahead of theirs (issue 41).
  const sentAt = nowIso();
  const uploads: PendingUpload[] = files.map((file, index) => {
    const storagePath = storagePathFor(chat.id, messageId, index, file.name);
    return {
      id: storagePath,
      uid: authorUid,
      chatId: chat.id,
      messageId,
      storagePath,
      name: file.name,
      type: file.type,
      size: file.size,
      blob: file,
      createdAt: sentAt,
    };
  });
  const values = v.parse(messageInputSchema, {
    chatId: chat.id,
    authorUid,
    side: 'staff',
    text: text.trim() ? text.replace(/\s+$/, '') : '',
    attachments: uploads.map((u) => ({
      name: u.name,
      type: u.type,
      size: u.size,
      storagePath: u.storagePath,
      downloadUrl: null,
    })),
    sentAt,
  });
  // The bytes first: a message must never point at a file this device no longer has.
  await enqueueUploads(authorUid, uploads);
  const message = await createDoc('messages', values, { id: messageId, summary: 'Enviou mensagem no chat' });
  const current = await getDoc('chats', chat.id);
  if (current) {
    await updateDoc(
      'chats',
      chat.id,
      {
        lastMessagePreview: previewOf(values.text, uploads),
        lastMessageAt: sentAt,
        unreadClient: current.unreadClient + 1,
      },
      { summary: 'Nova mensagem no chat' },
    );
  }
  if (uploads.length) void processUploads(authorUid).catch(() => undefined);
  return message;
}
