import type { RxCollection, RxDatabase } from 'rxdb';
import type { SyncPolicy } from '../sync/policy';
import type { UniqueKey } from './_fields';
import { FIRM_WIDE, type CollectionDefinition } from './_definition';
import { usersCollection, type UserDoc } from './users';
import { clientsCollection, type ClientDoc } from './clients';
import { categoriesCollection, type CategoryDoc } from './categories';
import { shortcutsCollection, type ShortcutDoc } from './shortcuts';
import { faqCollection, type FaqDoc } from './faq';
import { chatsCollection, type ChatDoc } from './chats';
import { messagesCollection, type MessageDoc } from './messages';
import { logsCollection, type LogDoc } from './logs';
import { eventsCollection, type EventDoc } from './events';
import { lembretsCollection, type LembretDoc } from './lembrets';
import { layoutsCollection, type LayoutDoc } from './layouts';
import { proccessCollection, type ProcessDoc } from './proccess';
import { statusProccessCollection, type ProcessStatusDoc } from './status_proccess';

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

/**
 * Document type per collection name (the one hand-written list of types: TypeScript cannot read
 * a document type back out of a schema in a way generic code can use).
 */
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

export type AppCollections = { [K in CollectionName]: RxCollection<DocTypes[K]> };

/** The local replica's type; here, not in database.ts, so modules that only name it (audit, the merge handler) import no code. */
export type AppDatabase = RxDatabase<AppCollections>;

/** The definitions as generic code reads them (each collection's own file says what its fields mean). */
const DEFINITIONS: Readonly<Record<CollectionName, CollectionDefinition>> = COLLECTION_DEFINITIONS;

export function definitionOf(name: CollectionName): CollectionDefinition {
  return DEFINITIONS[name];
}

/** Each collection's unique keys (`unique` in its definition; _fields.ts). */
export function uniqueKeysOf(name: CollectionName): readonly UniqueKey[] {
  return DEFINITIONS[name].unique ?? [];
}

/** The collections whose writes the repository audits: every one but the audit trail itself (`audit: null`). */
export type AuditedCollectionName = {
  [K in CollectionName]: (typeof COLLECTION_DEFINITIONS)[K]['audit'] extends null ? never : K;
}[CollectionName];
export const AUDITED_COLLECTIONS = COLLECTION_NAMES.filter(
  (name) => DEFINITIONS[name].audit,
) as AuditedCollectionName[];

/**
 * Each collection's sync policy (sync/policy.ts), from its definition: what the sync core is handed
 * — its `sync`, and how long its tombstones stay on the device.
 */
export const SYNC_POLICIES: Readonly<Record<CollectionName, SyncPolicy | undefined>> = Object.fromEntries(
  COLLECTION_NAMES.map((name) => {
    const { sync, tombstoneDays } = DEFINITIONS[name];
    return [name, sync || tombstoneDays !== undefined ? { ...sync, tombstoneDays } : undefined];
  }),
) as Record<CollectionName, SyncPolicy | undefined>;

/**
 * The collections a staff role writes but may not read (its read scope leaves the role out): the
 * replication pushes them and pulls nothing. None for anyone else (no replication of theirs reads).
 */
export function pushOnlyFor(role: string | undefined): CollectionName[] {
  if (!role || !(FIRM_WIDE as readonly string[]).includes(role)) return [];
  return COLLECTION_NAMES.filter((name) => !(DEFINITIONS[name].read.staff as readonly string[]).includes(role));
}

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
export { isIsoDay, uniqueKeyValue, type BaseFields, type UniqueKey } from './_fields';
export type { AuditPolicy, CollectionDefinition, ReadScope } from './_definition';
