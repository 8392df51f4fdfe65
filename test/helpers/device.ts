import type { Subscription } from 'rxjs';
import type { RxStorage } from 'rxdb';
import type { AppDatabase } from '@/data/database';
import type { CollectionName } from '@/data/collections';
import { startFirmReplication, type FirmReplication, type StartReplicationOptions } from '@/data/sync/replication';
import { openTestDatabase } from './db';
import { connectTestFirestore, type TestFirestoreClient, type TestFirestoreServer } from './firestore-emulator';

/**
 * A simulated device: its own local database (fake-indexeddb), its own Firestore client,
 * its own replication. Two of them in one process must stay under RxDB's limit of 13 open
 * collections per realm, so each opens only the collections the test needs.
 */
export interface TestDevice {
  db: AppDatabase;
  client: TestFirestoreClient;
  replication: FirmReplication | undefined;
  /** Replication errors seen so far (tests assert none unless they provoke them). */
  errors: unknown[];
  startSync(extra?: Partial<StartReplicationOptions>): FirmReplication;
  stopSync(): Promise<void>;
  close(): Promise<void>;
}

export async function createDevice(
  server: TestFirestoreServer,
  projectId: string,
  options: { uid: string; collections: CollectionName[]; name?: string; validate?: boolean; storage?: RxStorage<unknown, unknown> },
): Promise<TestDevice> {
  const db = await openTestDatabase({
    uid: options.uid,
    collections: options.collections,
    name: options.name,
    validate: options.validate,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const client = connectTestFirestore(server, projectId);
  let sub: Subscription | undefined;
  const device: TestDevice = {
    db,
    client,
    replication: undefined,
    errors: [],
    startSync(extra = {}) {
      device.replication = startFirmReplication({
        db,
        firestore: client.firestore,
        actorUid: options.uid,
        waitForLeadership: false,
        retryTime: 100,
        ...extra,
      });
      sub = device.replication.error$.subscribe((e) => device.errors.push(e));
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
