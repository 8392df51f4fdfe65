import type { Subscription } from 'rxjs';
import type { RxStorage } from 'rxdb';
import type { AppDatabase } from '@/data/database';
import type { CollectionName } from '@/data/collections';
import { startFirmReplication, type FirmReplication, type StartReplicationOptions } from '@/data/sync/replication';
import { isOfflineError } from '@/data/sync/errors';
import type { Role } from '@/config/roles';
import { openTestDatabase } from './db';
import { bootstrapProfile, connectTestFirestore, onEmulatorGlitch, prepareProject, type TestFirestoreClient, type TestFirestoreServer } from './firestore-emulator';

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
  /** Replication errors seen so far (tests assert none unless they provoke them). */
  errors: unknown[];
  /** Empties `errors` and returns what it held. */
  takeErrors(): unknown[];
  startSync(extra?: Partial<StartReplicationOptions>): FirmReplication;
  stopSync(): Promise<void>;
  close(): Promise<void>;
}

export async function createDevice(
  server: TestFirestoreServer,
  projectId: string,
  options: { uid: string; role?: Role | null; collections: CollectionName[]; name?: string; validate?: boolean; storage?: RxStorage<unknown, unknown> },
): Promise<TestDevice> {
  await prepareProject(server, projectId);
  const client = connectTestFirestore(server, projectId, { uid: options.uid });
  const role = options.role === undefined ? 'advogado' : options.role;
  if (role) await bootstrapProfile(server, projectId, options.uid, role, client).catch(async (error: unknown) => {
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
  const errors: unknown[] = [];
  const errorTimes: number[] = [];
  // The emulator's corrupt-frame bug (see firestore-emulator.ts) leaves clients offline for
  // a moment; the offline errors of that window are the emulator's, not the app's.
  const forgetGlitch = onEmulatorGlitch(({ from, to }) => {
    for (let i = errors.length - 1; i >= 0; i--) {
      const at = errorTimes[i]!;
      if (at >= from && at <= to && isOfflineError(errors[i])) {
        errors.splice(i, 1);
        errorTimes.splice(i, 1);
      }
    }
  });
  const device: TestDevice = {
    uid: options.uid,
    db,
    client,
    replication: undefined,
    errors,
    takeErrors() {
      errorTimes.length = 0;
      return errors.splice(0);
    },
    startSync(extra = {}) {
      device.replication = startFirmReplication({
        db,
        firestore: client.firestore,
        actorUid: options.uid,
        waitForLeadership: false,
        retryTime: 100,
        ...extra,
      });
      sub = device.replication.error$.subscribe((e) => {
        errors.push(e);
        errorTimes.push(Date.now());
      });
      return device.replication;
    },
    async stopSync() {
      sub?.unsubscribe();
      await device.replication?.stop();
      device.replication = undefined;
    },
    async close() {
      forgetGlitch();
      await device.stopSync();
      if (!db.closed) await db.close();
      await client.close();
    },
  };
  return device;
}
