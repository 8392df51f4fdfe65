/**
 * Files waiting to be uploaded, kept on the device in a tiny IndexedDB database of their
 * own (one per signed-in user). RxDB documents cannot hold the bytes (its attachments
 * plugin is not part of the replica), and a file chosen offline must survive a reload or
 * a closed tab until Storage takes it.
 *
 * Raw IndexedDB on purpose: two operations do not justify a wrapper library.
 * Part of the data layer because logout and the device wipe count and remove it with the
 * replica (`wipe-local-data.ts`); the upload worker is `queue.ts`.
 */
import { Subject } from 'rxjs';

export interface PendingUpload {
  /** Equal to the Storage path: one file, one entry. */
  id: string;
  uid: string;
  chatId: string;
  messageId: string;
  storagePath: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  createdAt: string;
  /**
   * A document of a process or client (issue 42) instead of a chat attachment (then chatId and
   * messageId are ''): its timeline entry (`status_proccess`) receives the download URL.
   */
  document?: { entryId: string; owner: 'processes' | 'clients'; ownerId: string };
}

const STORE = 'pending';

/** Emits the uid whose queue changed (a file queued or sent, the queue removed). */
export const pendingUploadChanges$ = new Subject<string>();

export function pendingUploadDatabaseName(uid: string): string {
  return `advocacia-anexos-${uid.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('Falha no armazenamento local'));
  });
}

const connections = new Map<string, Promise<IDBDatabase>>();

function open(uid: string): Promise<IDBDatabase> {
  let connection = connections.get(uid);
  if (!connection) {
    connection = new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(pendingUploadDatabaseName(uid), 1);
      req.onupgradeneeded = () => {
        const store = req.result.createObjectStore(STORE, { keyPath: 'id' });
        store.createIndex('messageId', 'messageId');
      };
      req.onsuccess = () => {
        const db = req.result;
        // Another tab deleting the database (logout) must not be blocked by us.
        db.onversionchange = () => {
          db.close();
          connections.delete(uid);
        };
        resolve(db);
      };
      req.onerror = () => reject(req.error ?? new Error('Não foi possível abrir o armazenamento local'));
    });
    connections.set(uid, connection);
    connection.catch(() => connections.delete(uid));
  }
  return connection;
}

async function withStore<T>(
  uid: string,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open(uid);
  const tx = db.transaction(STORE, mode);
  const result = request(run(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('Falha no armazenamento local'));
  });
  return result;
}

export async function putPendingUploads(uid: string, uploads: readonly PendingUpload[]): Promise<void> {
  if (uploads.length === 0) return;
  const db = await open(uid);
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const upload of uploads) store.put(upload);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('Não foi possível guardar o anexo neste aparelho'));
  });
  pendingUploadChanges$.next(uid);
}

export async function listPendingUploads(uid: string): Promise<PendingUpload[]> {
  const all = await withStore(uid, 'readonly', (s) => s.getAll() as IDBRequest<PendingUpload[]>);
  return all.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
}

export async function getPendingUpload(uid: string, id: string): Promise<PendingUpload | null> {
  return ((await withStore(uid, 'readonly', (s) => s.get(id) as IDBRequest<PendingUpload | undefined>)) ??
    null) as PendingUpload | null;
}

export async function deletePendingUpload(uid: string, id: string): Promise<void> {
  await withStore(uid, 'readwrite', (s) => s.delete(id));
  pendingUploadChanges$.next(uid);
}

/** How many files wait to be uploaded for `uid` on this device. */
export function countPendingUploads(uid: string): Promise<number> {
  return withStore(uid, 'readonly', (s) => s.count());
}

/** Removes `uid`'s queue database from the device, files included (logout, device wipe). */
export async function deletePendingUploadStore(uid: string): Promise<void> {
  const connection = connections.get(uid);
  connections.delete(uid);
  (await connection?.catch(() => null))?.close();
  await new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(pendingUploadDatabaseName(uid));
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error('Falha no armazenamento local'));
    // Other tabs close their handle on 'versionchange' (see open), and the delete then completes.
    req.onblocked = () => undefined;
  });
  pendingUploadChanges$.next(uid);
}

/** Closes the cached connections (tests, logout). */
export async function closePendingUploadStores(): Promise<void> {
  const all = [...connections.values()];
  connections.clear();
  for (const c of all) (await c.catch(() => null))?.close();
}
