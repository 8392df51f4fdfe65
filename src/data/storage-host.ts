import { Subject } from 'rxjs';
import type { RxStorage } from 'rxdb';
import { exposeRxStorageRemote, type MessageToRemote } from 'rxdb/plugins/storage-remote';
import { readDexiePage } from './storage-pages';
import { isReadPageRequest, STORAGE_WORKER_READY } from './storage-protocol';

/** The worker's side of a message port: `self` in a dedicated worker, a MessagePort in tests. */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * Serves the replica's storage (Dexie on IndexedDB) to the page over `endpoint`, with RxDB's
 * storage-remote protocol, plus the one request of our own: a page of stored documents
 * (storage-pages.ts) for the client search index's first read. Changes made by other tabs still
 * arrive: each tab's worker opens the storage with RxDB's multi-instance support, whose
 * BroadcastChannel works between workers as between pages.
 */
export function serveReplicaStorage(endpoint: MessageEndpoint, storage: RxStorage<unknown, unknown>): void {
  const messages$ = new Subject<MessageToRemote>();
  endpoint.addEventListener('message', (event) => messages$.next(event.data as MessageToRemote));
  const { instanceByFullName } = exposeRxStorageRemote({
    storage,
    messages$,
    send: (message) => endpoint.postMessage(message),
    customRequestHandler: async (request: unknown) => {
      if (!isReadPageRequest(request)) throw new Error('replica storage: unknown request');
      // The key RxDB's remote gives each open storage instance (remote.js).
      const state = instanceByFullName.get(
        [request.databaseName, request.collectionName, request.schemaVersion].join('|'),
      );
      if (!state) throw new Error(`replica storage: ${request.collectionName} is not open`);
      return readDexiePage(await state.storageInstancePromise, request.after, request.pageSize);
    },
  });
  endpoint.postMessage(STORAGE_WORKER_READY);
}
