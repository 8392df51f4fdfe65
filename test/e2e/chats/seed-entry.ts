/**
 * Test/benchmark fixture, built into a standalone script (seed-bundle.mjs) and injected into
 * a signed-in page: it opens the same local replica the app uses (same name, same schemas,
 * RxDB's own storage) and bulk-inserts a client, a chat and N messages. The app then sees
 * them exactly as if they had been replicated from the server.
 */
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  COLLECTION_DEFINITIONS,
  databaseNameFor,
  openDatabase,
  type ChatDoc,
  type ClientDoc,
  type MessageDoc,
} from '../../../src/data';
import { PAULISTA_ADDRESS } from '../../support/addresses';

export interface SeedOptions {
  uid: string;
  clientName?: string;
  messages?: number;
  /** Unread messages from the client at the end of the conversation. */
  unreadFromClient?: number;
  shortcuts?: { trigger: string; title: string; message: string }[];
  faq?: { question: string; answer: string }[];
}

export interface SeedResult {
  chatId: string;
  clientId: string;
}

/** The client's own app writes the client's messages (as itself: the rules demand it). */
const CLIENT_APP_UID = 'app-cliente';

function stamp(uid: string, at: string) {
  return { createdAt: at, createdBy: uid, updatedAt: at, updatedBy: uid };
}

export interface Conversation {
  client: ClientDoc;
  chat: ChatDoc;
  messages: MessageDoc[];
}

/**
 * The documents of one conversation: a client, its chat and N messages a minute apart, every
 * third from the client's app. Seeded locally (below) or, by the chats benchmark, written on
 * the server for the device to pull, as a real long conversation reaches a tablet.
 */
function buildConversation(options: SeedOptions): Conversation {
  const { uid } = options;
  const now = Date.now();
  const clientId = crypto.randomUUID();
  const chatId = crypto.randomUUID();
  const at = new Date(now).toISOString();
  const client: ClientDoc = {
    id: clientId,
    ...stamp(uid, at),
    kind: 'PF',
    name: options.clientName ?? 'Maria das Graças Silva',
    document: '52998224725',
    email: 'maria@exemplo.com.br',
    phone: '11987654321',
    birthDate: null,
    address: PAULISTA_ADDRESS,
    categoryIds: [],
    notes: '',
    responsibleUid: uid,
    appUid: null,
    consent: { messaging: true, date: at, purpose: 'Atendimento do processo' },
  };
  const count = options.messages ?? 0;
  const unread = Math.min(options.unreadFromClient ?? 0, count);
  const start = now - count * 60_000;
  const messages: MessageDoc[] = [];
  for (let i = 0; i < count; i++) {
    const sentAt = new Date(start + i * 60_000).toISOString();
    const fromClient = i >= count - unread || i % 3 === 0;
    const author = fromClient ? CLIENT_APP_UID : uid;
    messages.push({
      id: crypto.randomUUID(),
      ...stamp(author, sentAt),
      chatId,
      authorUid: author,
      side: fromClient ? 'cliente' : 'staff',
      text:
        i % 7 === 0
          ? `Mensagem ${i + 1}: *importante* — prazo _amanhã_ às 10h.`
          : `Mensagem ${i + 1} da conversa de teste, com algum texto para ocupar uma ou duas linhas no balão.`,
      attachments: [],
      sentAt,
      deliveredAt: sentAt,
      readAt: fromClient && i < count - unread ? sentAt : !fromClient && i < count - 10 ? sentAt : null,
    });
  }
  const last = messages[messages.length - 1];
  const chat: ChatDoc = {
    id: chatId,
    ...stamp(uid, at),
    clientId,
    status: 'aberto',
    assignedUid: uid,
    lastMessagePreview: last ? last.text.slice(0, 200) : '',
    lastMessageAt: last?.sentAt ?? at,
    unreadStaff: unread,
    unreadClient: 0,
  };
  return { client, chat, messages };
}

async function seed(options: SeedOptions): Promise<SeedResult> {
  const { uid } = options;
  const db = await openDatabase({
    uid,
    name: databaseNameFor(uid),
    // In this page, beside the app's own replica (whose storage is in its worker): RxDB's
    // multi-instance channel carries these writes to it.
    storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
    multiInstance: true,
    validate: false,
    collections: ['clients', 'chats', 'messages', 'shortcuts', 'faq'],
  });
  void COLLECTION_DEFINITIONS;
  try {
    const { client, chat, messages } = buildConversation(options);
    const at = client.createdAt;
    const clientId = client.id;
    const chatId = chat.id;
    await db.clients.insert(client);
    await db.chats.insert(chat);
    for (let i = 0; i < messages.length; i += 1000) await db.messages.bulkInsert(messages.slice(i, i + 1000));
    if (options.shortcuts?.length) {
      await db.shortcuts.bulkInsert(
        options.shortcuts.map((s) => ({ id: crypto.randomUUID(), ...stamp(uid, at), ...s })),
      );
    }
    if (options.faq?.length) {
      await db.faq.bulkInsert(
        options.faq.map((f, i) => ({
          id: crypto.randomUUID(),
          ...stamp(uid, at),
          ...f,
          categoryId: null,
          published: true,
          order: i,
        })),
      );
    }
    return { chatId, clientId };
  } finally {
    await db.close();
  }
}

Object.assign(window, { __chatsSeed: seed, __chatsBuild: buildConversation });
