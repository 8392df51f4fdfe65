import { removeRxDatabase } from 'rxdb';
import { closeSessionDatabase, currentDatabase } from './session';
import { canDiscardLocalData, syncStatus$ } from './sync/status';

/** Refusal of 'Apagar dados deste dispositivo' while the device holds writes the server may not have. */
export class UnsyncedWritesError extends Error {
  constructor(readonly pendingWrites: number | null) {
    super(
      pendingWrites === null
        ? 'Não é possível confirmar que as alterações deste dispositivo chegaram ao servidor.'
        : `Há ${pendingWrites} ${pendingWrites === 1 ? 'alteração ainda não enviada' : 'alterações ainda não enviadas'} ao servidor.`,
    );
    this.name = 'UnsyncedWritesError';
  }
}

/**
 * Deletes the signed-in user's local replica from this device (replication stopped first).
 * Checked here as well as in the UI: unsynced writes exist nowhere else, so the data layer
 * itself refuses to discard them. Signing out is the caller's next step.
 */
export async function wipeLocalData(): Promise<void> {
  const status = syncStatus$.value;
  if (!canDiscardLocalData(status)) throw new UnsyncedWritesError(status.pendingWrites);
  const db = currentDatabase();
  if (!db) return;
  const { name, storage, multiInstance } = db;
  await closeSessionDatabase();
  await removeRxDatabase(name, storage, multiInstance);
  await deleteEmptyIndexedDbs(name);
}

/**
 * RxDB's Dexie storage empties its tables on remove but leaves the (now empty) IndexedDB
 * databases behind, one per collection; delete them too so nothing of the replica's
 * structure (names carry the user's uid) stays on a device being handed over.
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
