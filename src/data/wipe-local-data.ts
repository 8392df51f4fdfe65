import { removeRxDatabase } from 'rxdb';
import { combineLatest, concat, defer, filter, from, map, of, switchMap, type Observable } from 'rxjs';
import { databaseNameFor } from './database';
import { closeSessionDatabase, currentActorUid, currentDatabase, databaseChanges, settleOpening } from './session';
import { listRefusedWrites, observeRefusedWritesOf } from './sync/refused-writes';
import { syncStatus$ } from './sync/status';
import { forgetReplicaMarker } from './sync/storage';
import { countPendingUploads, deletePendingUploadStore, pendingUploadChanges$ } from './uploads/pending-uploads';

/**
 * What this device holds that the server does not have yet. Counts only: the screens word
 * them ('3 alterações ainda não enviadas', '2 anexos aguardando envio').
 */
export interface PendingLocalWork {
  /** Replica writes not confirmed by the server; null when that cannot be confirmed (status unknown). */
  writes: number | null;
  /** Attachment files queued for upload on this device; null when the queue cannot be read. */
  uploads: number | null;
  /** Writes the server refused, set aside on this device until a person restores or discards them. */
  refused: number;
}

/** True only when both counts are known and zero: the local data can then be removed safely. */
export function nothingPending(work: PendingLocalWork): boolean {
  return work.writes === 0 && work.uploads === 0 && work.refused === 0;
}

/** Refusal of a wipe (logout, 'Apagar dados deste dispositivo') while the device holds work the server may not have. */
export class UnsyncedWritesError extends Error {
  readonly code = 'local-work-pending';
  constructor(readonly pending: PendingLocalWork) {
    super(
      `Local work not on the server: writes=${pending.writes ?? 'unknown'}, uploads=${pending.uploads ?? 'unknown'}, refused=${pending.refused}`,
    );
    this.name = 'UnsyncedWritesError';
  }

  get pendingWrites(): number | null {
    return this.pending.writes;
  }
}

function countUploads(uid: string | null): Promise<number | null> {
  return uid ? countPendingUploads(uid).catch(() => null) : Promise.resolve(0);
}

/** The signed-in user's pending work now (sync status + upload queue). */
export async function readPendingLocalWork(): Promise<PendingLocalWork> {
  const db = currentDatabase();
  const [uploads, refused] = await Promise.all([countUploads(currentActorUid()), db ? listRefusedWrites(db) : []]);
  return { writes: syncStatus$.value.pendingWrites, uploads, refused: refused.length };
}

/** The same, live: follows the sync status and the upload queue of the open session. */
export function observePendingLocalWork(): Observable<PendingLocalWork> {
  const uploads$ = databaseChanges.pipe(
    // The uid of the open database only: a closed session counts nothing (and creates no queue).
    map((db) => (db ? currentActorUid() : null)),
    switchMap((uid) =>
      concat(of(uid), uid ? pendingUploadChanges$.pipe(filter((changed) => changed === uid)) : of()).pipe(
        switchMap((u) => defer(() => from(countUploads(u)))),
      ),
    ),
  );
  return combineLatest([syncStatus$, uploads$, observeRefusedWritesOf(databaseChanges)]).pipe(
    map(([status, uploads, refused]) => ({ writes: status.pendingWrites, uploads, refused: refused.length })),
  );
}

/**
 * Deletes the signed-in user's local data from this device: the replica (replication
 * stopped first), the attachment upload queue with its files, and the replica's marker.
 * Checked here as well as in the UI: unsynced writes, queued files and refused writes set
 * aside (waiting for a person's decision) exist nowhere else,
 * so the data layer itself refuses to discard them (UnsyncedWritesError with the counts).
 * Signing out is the caller's next step.
 */
export async function wipeLocalData(): Promise<void> {
  const pending = await readPendingLocalWork();
  if (!nothingPending(pending)) throw new UnsyncedWritesError(pending);
  const uid = currentActorUid();
  const db = currentDatabase();
  if (db) {
    const { name, storage, multiInstance } = db;
    await closeSessionDatabase();
    await removeRxDatabase(name, storage, multiInstance);
    await deleteEmptyIndexedDbs(name);
    // A deliberate wipe: the next sign-in must not report the replica as lost.
    forgetReplicaMarker(name);
  }
  if (uid) await deletePendingUploadStore(uid);
}

/**
 * Access to the firm's data ended for `uid` on this device — an admin disabled, refused or
 * deleted the account, or the session outlived its offline allowance: the replica (replication
 * stopped first), its IndexedDB databases, the attachment queue and the replica marker go,
 * whether or not the replica is open. Unlike `wipeLocalData` nothing pending holds it back: a
 * revoked account's writes would be refused by the server anyway, and a device that stopped
 * answering for its person must not keep the firm's data (issue 26). Another person's replica
 * on a shared tablet is left alone.
 */
export async function discardLocalData(uid: string): Promise<void> {
  const name = databaseNameFor(uid);
  // A replica still opening (the app's early start) would hold its databases open, and
  // come back open after the removal: let it finish, then close it.
  await settleOpening();
  const db = currentDatabase();
  if (db?.name === name) {
    const { storage, multiInstance } = db;
    await closeSessionDatabase();
    // RxDB's own removal tells this person's other tabs; the databases themselves go below.
    await removeRxDatabase(name, storage, multiInstance).catch(() => undefined);
  }
  // Open or not (e.g. a reload after the revocation), every IndexedDB database of the replica
  // goes: the Dexie storage keeps one per collection, all named after the replica.
  await deleteEmptyIndexedDbs(name);
  forgetReplicaMarker(name);
  await deletePendingUploadStore(uid).catch(() => undefined);
}

/**
 * RxDB's Dexie storage empties its tables on remove but leaves the (now empty) IndexedDB
 * databases behind, one per collection; delete them too so nothing of the replica's
 * structure (names carry the user's uid) stays on a device being handed over. Deleting them
 * also deletes what they hold (a replica that is not open: `discardLocalData`).
 */
async function deleteEmptyIndexedDbs(databaseName: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const prefix = `rxdb-dexie-${databaseName}--`;
  const all = await indexedDB.databases().catch(() => []);
  await Promise.all(
    all
      .map((info) => info.name)
      .filter((n): n is string => Boolean(n?.startsWith(prefix)))
      .map(
        (n) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(n);
            // Best effort: a blocked delete (another tab still open) finishes when that tab closes.
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
}
