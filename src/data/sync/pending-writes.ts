import type { RxCollection } from 'rxdb';
import { deepEqual, getChangedDocumentsSince, getComposedPrimaryKeyOfDocumentData } from 'rxdb';
import type { MetaStorage } from './tombstone-purge';
import { comparableState } from './document-fields';

/**
 * Counting what the server has not confirmed reads RxDB's replication meta data (the
 * "assumed master state" per document and the upstream checkpoint), which RxDB does not
 * expose: everything that knows its internal shape is in this file.
 */

type Doc = Record<string, unknown>;

type MetaInstance = {
  schema: unknown;
  findDocumentsById(ids: string[], withDeleted: boolean): Promise<unknown[]>;
};

/** RxDB's record of the server state for one collection (internal to its replication protocol), once started. */
export function metaInstanceOf(state: object): MetaStorage | null {
  const internal = (state as { internalReplicationState?: { input: { metaInstance: MetaStorage } } })
    .internalReplicationState;
  return internal?.input.metaInstance ?? null;
}

/**
 * Local writes of one collection that Firestore has not confirmed: documents changed after
 * the upstream checkpoint whose state differs from the last state known to be on the
 * server (RxDB's "assumed master state"). Pulled documents equal their master state, so
 * they never count.
 */
export async function countPendingFor(
  collection: RxCollection<unknown>,
  state: object,
  syncedAtLwt?: number,
): Promise<number> {
  // Until RxDB has opened its record of the server state (a start offline, before this tab leads),
  // nothing can be told apart from what the server has: counted against the record, every document
  // was pending (an offline reload showed "243 alterações" for 2). Then what was written on this
  // device since the last moment everything was confirmed counts (RxDB's local write time): never
  // less than the truth, since all before it was on the server.
  if (!metaInstanceOf(state) && syncedAtLwt !== undefined) {
    let count = 0;
    let checkpoint: unknown = { id: '', lwt: syncedAtLwt };
    for (;;) {
      const batch = await getChangedDocumentsSince(collection.storageInstance, 1000, checkpoint as never);
      count += batch.documents.length;
      if (batch.documents.length < 1000) return count;
      checkpoint = batch.checkpoint;
    }
  }
  let count = 0;
  await forEachPending(collection, state, (docs) => void (count += docs.length));
  return count;
}

/**
 * Visits those writes (the documents, as stored, with their assumed master state: undefined when
 * the server has none) a thousand at a time.
 */
export async function forEachPending(
  collection: RxCollection<unknown>,
  state: object,
  visit: (pending: { doc: Doc; master: Doc | undefined }[]) => void,
): Promise<void> {
  const meta = metaInstanceOf(state) as MetaInstance | null;
  const storage = collection.storageInstance;
  const primary = collection.schema.primaryPath as string;
  let checkpoint: unknown;
  if (meta) {
    const key = getComposedPrimaryKeyOfDocumentData(meta.schema as never, {
      isCheckpoint: '1',
      itemId: 'up',
    });
    const [doc] = await meta.findDocumentsById([key], false);
    checkpoint = (doc as { checkpointData?: unknown } | undefined)?.checkpointData;
  }
  for (;;) {
    const batch = await getChangedDocumentsSince(storage, 1000, checkpoint as never);
    if (batch.documents.length === 0) break;
    const ids = batch.documents.map((d) => String((d as Doc)[primary]));
    const masters = await assumedMasterStates(state, ids);
    const pending: { doc: Doc; master: Doc | undefined }[] = [];
    for (const d of batch.documents) {
      const master = masters.get(String((d as Doc)[primary]));
      if (!master || !deepEqual(comparableState(master), comparableState(d as Doc)))
        pending.push({ doc: d as Doc, master });
    }
    visit(pending);
    if (batch.documents.length < 1000) break;
    checkpoint = batch.checkpoint;
  }
}

/** RxDB's record of the server state (assumed master state) of these documents, by id; absent: none. */
export async function assumedMasterStates(state: object, ids: string[]): Promise<Map<string, Doc>> {
  const meta = metaInstanceOf(state) as MetaInstance | null;
  const out = new Map<string, Doc>();
  if (!meta || ids.length === 0) return out;
  const metaIds = ids.map((id) =>
    getComposedPrimaryKeyOfDocumentData(meta.schema as never, { itemId: id, isCheckpoint: '0' }),
  );
  for (const m of await meta.findDocumentsById(metaIds, true)) {
    const row = m as unknown as { itemId: string; docData: Doc };
    out.set(row.itemId, row.docData);
  }
  return out;
}
