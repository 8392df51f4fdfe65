/// <reference lib="webworker" />
/**
 * The replica's storage worker (one per tab): IndexedDB reads and writes, their callbacks and the
 * structured clones run here instead of on the page's main thread. The page talks to it through
 * storage-client.ts; database.ts decides where the storage runs.
 */
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { serveReplicaStorage, type MessageEndpoint } from './storage-host';

serveReplicaStorage(self as unknown as MessageEndpoint, getRxStorageDexie() as never);
