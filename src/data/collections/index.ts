import type { RxDatabase } from 'rxdb';
import { usersCollection, type UserDoc, type UsersCollection } from './users';
import { clientsCollection, type ClientDoc, type ClientsCollection } from './clients';
import { categoriesCollection, type CategoryDoc, type CategoriesCollection } from './categories';
import { shortcutsCollection, type ShortcutDoc, type ShortcutsCollection } from './shortcuts';
import { faqCollection, type FaqDoc, type FaqCollection } from './faq';
import { chatsCollection, type ChatDoc, type ChatsCollection } from './chats';
import { messagesCollection, type MessageDoc, type MessagesCollection } from './messages';
import { logsCollection, type LogDoc, type LogsCollection } from './logs';
import { eventsCollection, type EventDoc, type EventsCollection } from './events';
import { lembretsCollection, type LembretDoc, type LembretsCollection } from './lembrets';
import { layoutsCollection, type LayoutDoc, type LayoutsCollection } from './layouts';
import { proccessCollection, type ProcessDoc, type ProccessCollection } from './proccess';
import { statusProccessCollection, type ProcessStatusDoc, type StatusProccessCollection } from './status_proccess';

/**
 * The 13 replicated collections. Names are the Firestore collection names of the spec,
 * spelling included ('lembrets', 'proccess', 'status_proccess'), and the RxDB collection
 * names too, so one name means the same data everywhere.
 *
 * 13 is also the most open-source RxDB keeps open at once per JS realm (all databases
 * together): adding a 14th collection needs a premium licence or a split into two realms.
 */
export const COLLECTION_DEFINITIONS = {
  users: usersCollection,
  clients: clientsCollection,
  categories: categoriesCollection,
  shortcuts: shortcutsCollection,
  faq: faqCollection,
  chats: chatsCollection,
  messages: messagesCollection,
  logs: logsCollection,
  events: eventsCollection,
  lembrets: lembretsCollection,
  layouts: layoutsCollection,
  proccess: proccessCollection,
  status_proccess: statusProccessCollection,
} as const;

export type CollectionName = keyof typeof COLLECTION_DEFINITIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTION_DEFINITIONS) as CollectionName[];

export type AppCollections = {
  users: UsersCollection;
  clients: ClientsCollection;
  categories: CategoriesCollection;
  shortcuts: ShortcutsCollection;
  faq: FaqCollection;
  chats: ChatsCollection;
  messages: MessagesCollection;
  logs: LogsCollection;
  events: EventsCollection;
  lembrets: LembretsCollection;
  layouts: LayoutsCollection;
  proccess: ProccessCollection;
  status_proccess: StatusProccessCollection;
};

/** The local replica's type; here, not in database.ts, so modules that only name it (audit, the merge handler) import no code. */
export type AppDatabase = RxDatabase<AppCollections>;

/** Document type per collection name. */
export type DocTypes = {
  users: UserDoc;
  clients: ClientDoc;
  categories: CategoryDoc;
  shortcuts: ShortcutDoc;
  faq: FaqDoc;
  chats: ChatDoc;
  messages: MessageDoc;
  logs: LogDoc;
  events: EventDoc;
  lembrets: LembretDoc;
  layouts: LayoutDoc;
  proccess: ProcessDoc;
  status_proccess: ProcessStatusDoc;
};
export type DocOf<N extends CollectionName> = DocTypes[N];

export * from './users';
export * from './clients';
export * from './categories';
export * from './shortcuts';
export * from './faq';
export * from './chats';
export * from './messages';
export * from './logs';
export * from './events';
export * from './lembrets';
export * from './layouts';
export * from './proccess';
export * from './status_proccess';
export { isIsoDay, type BaseFields } from './_fields';
