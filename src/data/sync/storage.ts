import type { AppDatabase } from '../database';
import { nowIso } from './clock';

/**
 * Storage that lasts.
 *
 * Browsers may evict IndexedDB of sites that have not been granted persistent storage;
 * for an offline-first app that would be unsynced work lost, so we ask once per session.
 *
 * A wiped replica is detected with two markers: a local RxDB document `replica` inside
 * the database and a key in localStorage, both written after the first complete sync.
 * If localStorage remembers a filled replica but the database has no marker, the
 * database was wiped (by the browser or the user); replication then starts under a new
 * checkpoint identifier, which makes it pull everything again from the beginning instead
 * of trusting checkpoints that may have survived in another store.
 */

export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

const markerKey = (databaseName: string) => `advocacia:replica:${databaseName}`;
const storageKey = (db: AppDatabase) => markerKey(db.name);

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface WipeCheck {
  wiped: boolean;
  /** Replication identifier suffix: a new one forces a full pull. */
  identifier: string;
}

type ReplicaMarker = { generation: string; filledAt: string | null };

export async function detectWipedReplica(db: AppDatabase, _uid: string, storage = memoryStorage()): Promise<WipeCheck> {
  const local = await db.getLocal<ReplicaMarker>('replica');
  const remembered = storage?.getItem(storageKey(db)) ?? null;
  if (local) {
    return { wiped: false, identifier: local.get('generation') as string };
  }
  const generation = `g${Date.now().toString(36)}`;
  await db.upsertLocal<ReplicaMarker>('replica', { generation, filledAt: null });
  return { wiped: remembered !== null, identifier: generation };
}

export async function markReplicaFilled(db: AppDatabase, _uid: string, storage = memoryStorage()): Promise<void> {
  if (db.closed) return;
  const local = await db.getLocal<ReplicaMarker>('replica');
  if (!local || local.get('filledAt')) return;
  const filledAt = nowIso();
  await local.incrementalPatch({ filledAt });
  storage?.setItem(storageKey(db), filledAt);
}

/** A replica removed on purpose (logout, device wipe) is not one the browser lost: forget its marker. */
export function forgetReplicaMarker(
  databaseName: string,
  storage: Pick<Storage, 'removeItem'> | null = memoryStorage() as Storage | null,
): void {
  try {
    storage?.removeItem(markerKey(databaseName));
  } catch {
    // Storage blocked: at worst the next sign-in pulls everything again, as it would anyway.
  }
}
