import { filter, fromEvent, map, share, type Observable } from 'rxjs';
import type { RxStorage } from 'rxdb';
import {
  getRxStorageRemote,
  type MessageFromRemote,
  type MessageToRemote,
  type RemoteMessageChannel,
} from 'rxdb/plugins/storage-remote';
import { STORAGE_WORKER_READY, type ReadPageRequest, type StoredPage } from './storage-protocol';

/** The page's side of a message port: a Worker in the browser, a MessagePort in tests. */
export interface WorkerEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

let endpoints = 0;

/** The replica's storage as the page sees it: RxDB's remote storage, answered by storage-host.ts at the other end of `endpoint`. */
export function remoteReplicaStorage(endpoint: WorkerEndpoint): RxStorage<unknown, unknown> {
  const messages$: Observable<MessageFromRemote> = fromEvent<MessageEvent>(endpoint, 'message').pipe(
    map((event) => event.data as MessageFromRemote),
    filter((data) => typeof data === 'object' && data !== null),
    share(),
  );
  // One port for every instance and request: RxDB tells answers apart by request and connection ids.
  const channel: RemoteMessageChannel = {
    messages$,
    send: (message: MessageToRemote) => endpoint.postMessage(message),
    // The worker lives as long as the tab: a closed database does not end it.
    close: async () => undefined,
  };
  return getRxStorageRemote({
    // RxDB caches channels per identifier across the realm: one identifier per endpoint.
    identifier: `replica-${(endpoints += 1)}`,
    mode: 'one',
    messageChannelCreator: () => Promise.resolve(channel),
  }) as RxStorage<unknown, unknown>;
}

let started: Promise<RxStorage<unknown, unknown> | null> | undefined;

/**
 * The tab's storage worker (created once), or null when it could not start (then the storage
 * stays in the page, as before: slower on a busy tab, but the app works). A worker that fails to
 * load fires `error` before it ever says it is ready.
 */
export function replicaStorageInWorker(): Promise<RxStorage<unknown, unknown> | null> {
  started ??= new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./storage.worker.ts', import.meta.url), { type: 'module', name: 'replica' });
    } catch {
      resolve(null);
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.data !== STORAGE_WORKER_READY) return;
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      resolve(remoteReplicaStorage(worker));
    };
    const onError = (event: Event) => {
      worker.removeEventListener('message', onMessage);
      console.warn('replica storage worker did not start; the storage runs in the page', event);
      worker.terminate();
      resolve(null);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
  return started;
}

/** A page of stored documents read in the worker, when `instance` is the remote storage's; else null. */
export async function readRemotePage(instance: unknown, after: unknown, pageSize: number): Promise<StoredPage | null> {
  const remote = instance as {
    databaseName: string;
    collectionName: string;
    schema: { version: number };
    storage?: { name?: string; customRequest?: (request: ReadPageRequest) => Promise<StoredPage | null> };
  };
  if (remote.storage?.name !== 'remote' || !remote.storage.customRequest) return null;
  return remote.storage.customRequest({
    type: 'replica:read-page',
    databaseName: remote.databaseName,
    collectionName: remote.collectionName,
    schemaVersion: remote.schema.version,
    after,
    pageSize,
  });
}
