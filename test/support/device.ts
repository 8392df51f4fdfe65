import type { Subscription } from 'rxjs';
import type { RxStorage } from 'rxdb';
import type { AppDatabase } from '@/data/database';
import type { CollectionName } from '@/data/collections';
import { startFirmReplication, type FirmReplication, type StartReplicationOptions } from '@/data/sync/replication';
import { isOfflineError } from '@/data/sync/errors';
import { firmSyncOptions } from '@/data/sync-options';
import type { Role } from '@advocacia/shared/config/roles';
import { openTestDatabase } from './db';
import {
  bootstrapProfile,
  connectTestFirestore,
  prepareProject,
  type TestFirestoreClient,
  type TestFirestoreServer,
} from './firestore-emulator';

/**
 * A simulated device: its own local database (fake-indexeddb), its own Firestore client,
 * its own replication. Two of them in one process must stay under RxDB's limit of 13 open
 * collections per realm, so each opens only the collections the test needs.
 *
 * The device is signed in as `uid` (its Firestore client carries that uid's token, and the
 * repository stamps `updatedBy` with the same uid), firestore.rules are loaded for the
 * project, and the person has a users/{uid} profile with `role` (default advogado, made
 * the way sign-up makes it; see bootstrapProfile). `role: null` leaves the profile to the
 * test (e.g. to sign up through the app's own saveUserProfile).
 */
export interface TestDevice {
  /** Who is signed in on this device (the Firestore token's uid and the actor of its writes). */
  uid: string;
  db: AppDatabase;
  client: TestFirestoreClient;
  replication: FirmReplication | undefined;
  /** Replication errors seen so far, other than being unreachable (tests assert none unless they provoke them). */
  errors: unknown[];
  /** "Server unreachable" errors seen so far; the replication retries them. */
  offlineErrors: unknown[];
  /** Empties `errors` and returns what it held. */
  takeErrors(): unknown[];
  startSync(extra?: Partial<StartReplicationOptions>): FirmReplication;
  stopSync(): Promise<void>;
  close(): Promise<void>;
}

export async function createDevice(
  server: TestFirestoreServer,
  projectId: string,
  options: {
    uid: string;
    role?: Role | null;
    collections: CollectionName[];
    name?: string;
    validate?: boolean;
    storage?: RxStorage<unknown, unknown>;
  },
): Promise<TestDevice> {
  await prepareProject(server, projectId);
  const client = connectTestFirestore(server, projectId, { uid: options.uid });
  const role = options.role === undefined ? 'advogado' : options.role;
  if (role)
    await bootstrapProfile(server, projectId, options.uid, role, client).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
  const db = await openTestDatabase({
    uid: options.uid,
    collections: options.collections,
    name: options.name,
    validate: options.validate,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  let sub: Subscription | undefined;
  // Being unreachable for a moment is a sync state, not an error the user sees (the shell shows
  // "offline" and the replication retries); on a loaded machine the emulator has such moments
  // (see firestore-emulator.ts). Tests assert on the other errors; these are only counted.
  const errors: unknown[] = [];
  const offlineErrors: unknown[] = [];
  const device: TestDevice = {
    uid: options.uid,
    db,
    client,
    replication: undefined,
    errors,
    offlineErrors,
    takeErrors() {
      return errors.splice(0);
    },
    startSync(extra = {}) {
      device.replication = startFirmReplication({
        db,
        firestore: client.firestore,
        actorUid: options.uid,
        waitForLeadership: false,
        retryTime: 100,
        ...firmSyncOptions(db, options.uid, role ?? undefined),
        ...extra,
      });
      sub = device.replication.error$.subscribe((e) => (isOfflineError(e) ? offlineErrors : errors).push(e));
      return device.replication;
    },
    async stopSync() {
      sub?.unsubscribe();
      await device.replication?.stop();
      device.replication = undefined;
    },
    async close() {
      await device.stopSync();
      if (!db.closed) await db.close();
      await client.close();
    },
  };
  return device;
}
