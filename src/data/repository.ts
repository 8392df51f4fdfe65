import type { RxCollection } from 'rxdb';
import { createRevision, deepEqual, getChangedDocumentsSince, now } from 'rxdb';
import type { AppDatabase } from './database';
import {
  definitionOf,
  uniqueKeysOf,
  uniqueKeyValue,
  type AuditedCollectionName,
  type BaseFields,
  type CollectionName,
  type DocOf,
} from './collections';
import { filter, firstValueFrom, of, timeout } from 'rxjs';
import { appendLog } from './audit';
import { newId, nowIso } from './sync/clock';
// The device's last known clock offset applies from the first write (issue 41).
import './clock-reading';
import { currentActorUid, requireDatabase } from './session';

/**
 * The one way screens write data.
 *
 * Every write stamps the bookkeeping fields (id made on the device, createdAt/createdBy,
 * updatedAt/updatedBy) and appends an audit entry to `logs` in the same call — offline
 * too, the replica is the source of truth until replication carries both to Firestore.
 * Deletes are soft (RxDB `_deleted` tombstones), so `restoreDoc` can bring a record back
 * and the deletion replicates to other devices.
 *
 * The document and its log entry are two local writes (RxDB has no cross-collection
 * transaction): the document goes first, so a crash in between loses an audit line, never
 * the user's data.
 *
 * Values are plain objects (never RxDocuments), so nothing outside src/data touches RxDB.
 * Clear a field by writing '' or null, never by omitting it: Firestore's update keeps
 * fields missing from the payload, so an omitted field would come back on the next pull.
 */

/** What this API writes: the audited collections (`logs`, the audit trail, is written by the data layer itself). */
export type WritableCollectionName = AuditedCollectionName;
export type EditableOf<N extends CollectionName> = Omit<DocOf<N>, BaseFields>;

export interface WriteOptions {
  /** Defaults to the session database. */
  db?: AppDatabase;
  /** Who is writing; defaults to the signed-in user. */
  actorUid?: string;
  /** Audit summary override (pt-BR, short). */
  summary?: string;
}

/**
 * Why a local write or read was refused, as a code (the words are the UI's:
 * components/feedback/describe-error.ts). `collection`: the one that is not open ('no-collection').
 */
export type DataErrorCode =
  'not-found' | 'changed-meanwhile' | 'duplicate' | 'no-collection' | 'refused-write-not-found' | 'not-restorable';

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    readonly collection?: string,
    /** 'duplicate': the unique field that clashed. */
    readonly field?: string,
  ) {
    super(collection ? `${code}: ${collection}` : code);
    this.name = 'DataError';
  }
}

function collectionOf<N extends CollectionName>(db: AppDatabase, name: N): RxCollection<DocOf<N>> {
  const collection = db.collections[name] as unknown as RxCollection<DocOf<N>> | undefined;
  if (!collection) throw new DataError('no-collection', name);
  return collection;
}

function context(options?: WriteOptions): { db: AppDatabase; actorUid: string } {
  const db = options?.db ?? requireDatabase();
  return { db, actorUid: options?.actorUid ?? currentActorUid() ?? 'desconhecido' };
}

/**
 * How an audit line names a record: as its definition's audit says — by kind and id for the
 * records about the firm's clients (the trail is append-only, so it must not hold a name an
 * anonymisation would have to take back: LGPD), else by its name field, or its id.
 */
function labelOf(name: CollectionName, doc: Record<string, unknown>): string {
  const names = definitionOf(name).audit?.names;
  if (names && 'noun' in names) return `${names.noun} ${String(doc.id ?? '')}`;
  const value = names ? doc[names.field] : undefined;
  return typeof value === 'string' && value ? `"${value.slice(0, 80)}"` : String(doc.id ?? '');
}

function withoutUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Refuses a value of a unique field (the collection's `unique`) that another live document holds. */
async function assertUnique(db: AppDatabase, name: CollectionName, data: Record<string, unknown>, selfId?: string) {
  const keys = uniqueKeysOf(name).filter((key) => uniqueKeyValue(data[key.field]) !== '');
  if (keys.length === 0) return;
  // Compared folded, so every live document is read: the collections with such keys are small (categories, shortcuts).
  const others = (await collectionOf(db, name).find().exec()).filter((d) => d.get('id') !== selfId);
  for (const key of keys) {
    const value = uniqueKeyValue(data[key.field]);
    if (others.some((d) => uniqueKeyValue(d.get(key.field)) === value))
      throw new DataError('duplicate', name, key.field);
  }
}

export async function createDoc<N extends WritableCollectionName>(
  name: N,
  data: EditableOf<N>,
  options?: WriteOptions & { id?: string },
): Promise<DocOf<N>> {
  const { db, actorUid } = context(options);
  const collection = collectionOf(db, name);
  await assertUnique(db, name, data as Record<string, unknown>);
  const time = nowIso();
  const doc = {
    ...(withoutUndefined(data as object) as object),
    id: options?.id ?? newId(),
    createdAt: time,
    createdBy: actorUid,
    updatedAt: time,
    updatedBy: actorUid,
  } as DocOf<N>;
  await collection.insert(doc as never);
  await appendLog(db, {
    actorUid,
    action: 'create',
    collection: name,
    documentId: doc.id,
    summary: options?.summary ?? `Criou ${labelOf(name, doc)}`,
  });
  return doc;
}

export interface UpdateOptions<N extends CollectionName> extends WriteOptions {
  /**
   * The version of the record an edit form was loaded from. Fields the person left as they
   * were in it are not written, so what another device (or tab) saved meanwhile is kept; a
   * field both changed gets the person's value, and the value it replaces is logged as a
   * conflict, as sync does (sync/conflict-handler.ts).
   */
  base?: Partial<DocOf<N>>;
  /**
   * How long to wait for a record that is not on the device yet but is on its way from the
   * server (a person's own profile right after an admin approves them: the first pull brings
   * it seconds later, and a save in between found "Registro não encontrado", issue 41).
   */
  awaitArrivalMs?: number;
}

/** The document once it is in the replica, or null after `timeoutMs`. */
function arrival<T>(collection: RxCollection<T>, id: string, timeoutMs: number) {
  return firstValueFrom(
    collection.findOne(id).$.pipe(filter(Boolean), timeout({ first: timeoutMs, with: () => of(null) })),
  );
}

export async function updateDoc<N extends WritableCollectionName>(
  name: N,
  id: string,
  patch: Partial<EditableOf<N>>,
  options?: UpdateOptions<N>,
): Promise<DocOf<N>> {
  const { db, actorUid } = context(options);
  const collection = collectionOf(db, name);
  const current =
    (await collection.findOne(id).exec()) ??
    (options?.awaitArrivalMs ? await arrival(collection, id, options.awaitArrivalMs) : null);
  if (!current) throw new DataError('not-found');
  const base = options?.base as Record<string, unknown> | undefined;
  const clean = withoutUndefined(patch as object) as Record<string, unknown>;
  if (base)
    for (const key of Object.keys(clean))
      if (deepEqual(clean[key], base[key] ?? null) || deepEqual(clean[key], base[key])) delete clean[key];
  await assertUnique(db, name, clean, id);
  const before = current.toJSON() as Record<string, unknown>;
  const changed = Object.keys(clean).filter((k) => !deepEqual(before[k], clean[k]));
  if (changed.length === 0) return before as DocOf<N>;
  const time = nowIso();
  const updated = await current.incrementalModify(
    (old) => ({ ...old, ...clean, updatedAt: time, updatedBy: actorUid }) as unknown as typeof old,
  );
  const after = updated.toJSON() as DocOf<N>;
  await appendLog(db, {
    actorUid,
    action: 'update',
    collection: name,
    documentId: id,
    summary: options?.summary ?? `Alterou ${labelOf(name, after as Record<string, unknown>)}: ${changed.join(', ')}`,
  });
  // Saved over a value someone else wrote after the form was loaded: keep it within reach.
  for (const field of base ? changed.filter((k) => !deepEqual(before[k], base[k])) : []) {
    await appendLog(db, {
      actorUid,
      action: 'conflict',
      collection: name,
      documentId: id,
      summary: `Conflito de sincronização em "${field}"`,
      conflict: {
        field,
        keptValue: JSON.stringify(clean[field] ?? null),
        lostValue: JSON.stringify(before[field] ?? null),
        keptUpdatedAt: time,
        keptUpdatedBy: actorUid,
        lostUpdatedAt: String(before.updatedAt ?? ''),
        lostUpdatedBy: String(before.updatedBy ?? ''),
      },
    });
  }
  return after;
}

/** Marks the document deleted (tombstone with fresh stamps, so a later edit elsewhere is comparable). */
export async function softDeleteDoc(name: WritableCollectionName, id: string, options?: WriteOptions): Promise<void> {
  const { db, actorUid } = context(options);
  const collection = collectionOf(db, name);
  const current = await collection.findOne(id).exec();
  if (!current) throw new DataError('not-found');
  const time = nowIso();
  const label = labelOf(name, current.toJSON() as Record<string, unknown>);
  await current.incrementalModify((old) => {
    const next = { ...old, updatedAt: time, updatedBy: actorUid } as Record<string, unknown>;
    next._deleted = true;
    return next as unknown as typeof old;
  });
  await appendLog(db, {
    actorUid,
    action: 'delete',
    collection: name,
    documentId: id,
    summary: options?.summary ?? `Excluiu ${label}`,
  });
}

/** Brings a soft-deleted document back with the data it had when deleted. */
export async function restoreDoc<N extends WritableCollectionName>(
  name: N,
  id: string,
  options?: WriteOptions,
): Promise<DocOf<N>> {
  const { db, actorUid } = context(options);
  const collection = collectionOf(db, name);
  const [stored] = await collection.storageInstance.findDocumentsById([id], true);
  if (!stored) throw new DataError('not-found');
  if (!stored._deleted) return (await collection.findOne(id).exec())!.toJSON() as DocOf<N>;
  const { _meta: _m, _rev: _r, _attachments: _a, _deleted: _d, ...data } = stored as unknown as Record<string, unknown>;
  const doc = { ...data, updatedAt: nowIso(), updatedBy: actorUid } as DocOf<N>;
  // Inserting over a tombstone is how RxDB un-deletes; replication sends it as an update.
  await collection.insert(doc as never);
  await appendLog(db, {
    actorUid,
    action: 'restore',
    collection: name,
    documentId: id,
    summary: options?.summary ?? `Restaurou ${labelOf(name, doc as Record<string, unknown>)}`,
  });
  return doc;
}

/**
 * Changes fields of a soft-deleted document, which stays deleted (the LGPD anonymisation
 * reaches the copies in deleted records too). Stamped and audited like any write; replicated
 * as an update of the tombstone.
 */
export async function updateDeletedDoc<N extends WritableCollectionName>(
  name: N,
  id: string,
  patch: Partial<EditableOf<N>>,
  options?: WriteOptions,
): Promise<void> {
  const { db, actorUid } = context(options);
  const collection = collectionOf(db, name);
  const [stored] = await collection.storageInstance.findDocumentsById([id], true);
  if (!stored || !stored._deleted) throw new DataError('not-found');
  const clean = withoutUndefined(patch as object) as Record<string, unknown>;
  const changed = Object.keys(clean).filter((k) => !deepEqual((stored as Record<string, unknown>)[k], clean[k]));
  if (changed.length === 0) return;
  const document = {
    ...stored,
    ...clean,
    updatedAt: nowIso(),
    updatedBy: actorUid,
    _rev: createRevision(db.token, stored),
    _meta: { ...stored._meta, lwt: now() },
  };
  const result = await collection.storageInstance.bulkWrite(
    [{ previous: stored, document: document as unknown as typeof stored }],
    'update-deleted',
  );
  if (result.error.length) throw new DataError('changed-meanwhile');
  await appendLog(db, {
    actorUid,
    action: 'update',
    collection: name,
    documentId: id,
    summary:
      options?.summary ??
      `Alterou ${labelOf(name, document as Record<string, unknown>)} (excluído): ${changed.join(', ')}`,
  });
}

export async function getDoc<N extends CollectionName>(
  name: N,
  id: string,
  options?: { db?: AppDatabase },
): Promise<DocOf<N> | null> {
  const db = options?.db ?? requireDatabase();
  const doc = await collectionOf(db, name).findOne(id).exec();
  return doc ? (doc.toJSON() as DocOf<N>) : null;
}

/** Soft-deleted documents of a collection (for a "lixeira" screen), newest first. */
export async function listDeleted<N extends CollectionName>(
  name: N,
  options?: { db?: AppDatabase; limit?: number },
): Promise<DocOf<N>[]> {
  const db = options?.db ?? requireDatabase();
  const collection = collectionOf(db, name);
  const out: DocOf<N>[] = [];
  let checkpoint: unknown;
  for (;;) {
    const batch = await getChangedDocumentsSince(collection.storageInstance, 1000, checkpoint as never);
    for (const d of batch.documents) {
      if (!d._deleted) continue;
      const { _meta: _m, _rev: _r, _attachments: _a, _deleted: _d, ...data } = d as unknown as Record<string, unknown>;
      out.push(data as DocOf<N>);
    }
    if (batch.documents.length < 1000) break;
    checkpoint = batch.checkpoint;
  }
  out.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));
  return out.slice(0, options?.limit ?? out.length);
}
