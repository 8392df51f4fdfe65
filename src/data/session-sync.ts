import type { Subscription } from 'rxjs';
import type { AppVersionGate } from './app-version-gate';
import type { AppDatabase } from './database';
import { startServerClock } from './server-clock';
import { makeStatus, syncStatus$ } from './sync/status';
import type { FirmReplication } from './sync/replication';
import { detectWipedReplica, markReplicaFilled, requestPersistentStorage } from './sync/storage';
import { tombstoneRetentionDays } from './sync/tombstone-purge';
import { firmSyncOptions } from './sync-options';

const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Replication of the session database: started after sign-in (openSessionDatabase),
 * stopped at sign-out (closeSessionDatabase). Feeds `syncStatus$`.
 *
 * When this build cannot reach Firestore at all (no real project and no emulator
 * configured — the demo setup), replication never starts and the status says
 * 'indisponivel' once, instead of failing and retrying forever.
 */
let running:
  { replication: FirmReplication; sub: Subscription; gate: AppVersionGate; stopClock: () => void } | undefined;
let generation = 0;

export async function startSessionSync(db: AppDatabase, uid: string, role?: string): Promise<void> {
  const myGeneration = ++generation;
  await stopSessionSync(false);
  const { getFirebaseSettings } = await import('@/lib/firebase-app');
  if (!getFirebaseSettings().syncAvailable) {
    syncStatus$.next(makeStatus('indisponivel'));
    return;
  }
  void requestPersistentStorage();
  const wipe = await detectWipedReplica(db, uid);
  const [{ startFirmReplication }, { getServerFirestore }, { createAppVersionGate }] = await Promise.all([
    import('./sync/replication'),
    import('./firestore'),
    import('./app-version-gate'),
  ]);
  // Signed out (or another user signed in) while loading: do not start a stale replication.
  if (myGeneration !== generation || db.closed) return;
  // Issue 29: pushes wait while this build is older than the server's config/app.minAppVersion.
  const gate = createAppVersionGate(getServerFirestore());
  const replication = startFirmReplication({
    db,
    firestore: getServerFirestore(),
    pushGate: gate.wait,
    actorUid: uid,
    identifier: wipe.identifier,
    ...firmSyncOptions(db, uid, role),
  });
  let purgedAt = 0;
  const sub = replication.status$.subscribe((status) => {
    syncStatus$.next({ ...status, restoredAfterWipe: wipe.wiped });
    if (status.phase === 'sincronizado') void markReplicaFilled(db, uid);
    // Deleted records past the retention leave this device once the server has them (at most daily).
    if (status.phase === 'sincronizado' && status.leader && Date.now() - purgedAt > PURGE_EVERY_MS) {
      purgedAt = Date.now();
      void replication.purgeTombstones({ retentionDays: tombstoneRetentionDays() }).catch(() => undefined);
    }
  });
  // Issue 41: stamps follow the server's clock, however wrong this device's is.
  const stopClock = startServerClock();
  running = { replication, sub, gate, stopClock };
}

export async function stopSessionSync(bumpGeneration = true): Promise<void> {
  if (bumpGeneration) generation++;
  const current = running;
  running = undefined;
  if (current) {
    current.sub.unsubscribe();
    current.stopClock();
    // First: a push held by the gate would keep the replication from stopping.
    current.gate.stop();
    await current.replication.stop();
  }
  syncStatus$.next(makeStatus('parado'));
}

/** The running replication of the session (for diagnostics screens), if any. */
export function currentReplication(): FirmReplication | undefined {
  return running?.replication;
}
