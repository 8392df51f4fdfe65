import type { RxCollection, RxStorageInstance } from 'rxdb';
import { createRevision, deepEqual, getChangedDocumentsSince, getComposedPrimaryKeyOfDocumentData, now } from 'rxdb';
import { comparableState } from './document-fields';

/**
 * Retention of deleted records on this device (docs/architecture.md, "Tombstones: retention
 * and purge"). A soft delete leaves a tombstone with the record's full data, so the deletion
 * replicates and can be undone; after the retention period it is removed from the replica:
 * the document and the replication's copy of the server state (RxDB's meta data), which holds
 * the same data.
 *
 * Only what the server has confirmed is purged: a tombstone whose deletion has not reached the
 * server yet would otherwise be lost (the record would live on on the server). The storage can
 * only purge by age (RxDB's `cleanup`: every tombstone written to this replica longer ago than
 * the period), so a collection with such a tombstone past the period is left for the next run.
 */

type Doc = Record<string, unknown>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 30 days: long enough to undo a deletion by mistake (restore, "Restaurar" in the logs) and for
 * every signed-in device to receive it (a device out of contact for more than 14 days is signed
 * out, VITE_OFFLINE_SESSION_DAYS), short enough that a deleted client's data does not linger
 * (LGPD art. 6, III and art. 16). `VITE_TOMBSTONE_RETENTION_DAYS` sets it per deployment.
 */
export const DEFAULT_TOMBSTONE_RETENTION_DAYS = 30;

export function tombstoneRetentionDays(
  env: Record<string, unknown> = (import.meta.env ?? {}) as Record<string, unknown>,
): number {
  const raw = Number(env.VITE_TOMBSTONE_RETENTION_DAYS);
  return Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_TOMBSTONE_RETENTION_DAYS;
}

/** The replication's meta data of one collection (RxDB's internal storage, one row per document and the checkpoints). */
export type MetaStorage = RxStorageInstance<Doc, unknown, unknown>;

export interface TombstonePurgeResult {
  /** Tombstones removed from the replica. */
  purged: number;
  /** Tombstones past the period that wait for the server (their collection was not purged this time). */
  waiting: number;
}

function sameState(a: Doc, b: Doc): boolean {
  return deepEqual(comparableState(a), comparableState(b));
}

function metaKey(meta: MetaStorage, id: string): string {
  return getComposedPrimaryKeyOfDocumentData(meta.schema as never, { itemId: id, isCheckpoint: '0' });
}

/**
 * Purges the tombstones of one collection written to this replica more than `retentionDays`
 * ago, when the server has confirmed every one of them (`meta`: the replication's record of the
 * server state; without it nothing is known to be confirmed and nothing is purged).
 */
export async function purgeCollectionTombstones(
  collection: RxCollection<Doc>,
  meta: MetaStorage | null,
  options: { retentionDays: number; now?: number },
): Promise<TombstonePurgeResult> {
  if (!meta) return { purged: 0, waiting: 0 };
  const retentionMs = Math.max(0, options.retentionDays * DAY_MS);
  const cutoff = (options.now ?? now()) - retentionMs;
  const storage = collection.storageInstance;
  const primary = collection.schema.primaryPath as string;
  // Changes come in write order (_meta.lwt): stop at the first one inside the period.
  const old: Doc[] = [];
  let checkpoint: unknown;
  scan: for (;;) {
    const batch = await getChangedDocumentsSince(storage, 500, checkpoint as never);
    for (const d of batch.documents as unknown as Doc[]) {
      if ((d._meta as { lwt: number }).lwt >= cutoff) break scan;
      if (d._deleted === true) old.push(d);
    }
    if (batch.documents.length < 500) break;
    checkpoint = batch.checkpoint;
  }
  if (old.length === 0) return { purged: 0, waiting: 0 };
  const rows = (await meta.findDocumentsById(
    old.map((d) => metaKey(meta, String(d[primary]))),
    false,
  )) as unknown as { itemId: string; docData: Doc }[];
  const confirmed = new Map(rows.map((r) => [r.itemId, r]));
  const waiting = old.filter((d) => {
    const row = confirmed.get(String(d[primary]));
    return !row || !sameState(row.docData, d);
  }).length;
  if (waiting > 0) return { purged: 0, waiting };

  await storage.cleanup(Math.max(0, now() - cutoff));
  const ids = old.map((d) => String(d[primary]));
  const left = new Set((await storage.findDocumentsById(ids, true)).map((d) => String((d as Doc)[primary])));
  const gone = ids.filter((id) => !left.has(id));
  // The meta copy of each purged document goes too (RxDB never deletes meta rows itself):
  // marked deleted, then removed by the meta storage's own cleanup.
  const metaRows = (await meta.findDocumentsById(
    gone.map((id) => metaKey(meta, id)),
    false,
  )) as unknown as Doc[];
  if (metaRows.length) {
    await meta.bulkWrite(
      metaRows.map((row) => ({
        previous: row,
        document: {
          ...row,
          _deleted: true,
          _rev: createRevision(collection.database.token, row as never),
          _meta: { ...(row._meta as object), lwt: now() },
        },
      })) as never,
      'tombstone-purge',
    );
    await meta.cleanup(0);
  }
  return { purged: gone.length, waiting: 0 };
}
