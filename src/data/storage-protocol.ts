/**
 * What the page and the replica's storage worker say to each other beyond RxDB's own storage
 * calls (storage-client.ts in the page, storage-host.ts in the worker). No Dexie here: the page
 * loads this, and Dexie stays in the worker.
 */

/** A page of stored documents: the live ones (RxDB's bookkeeping fields removed) and the key the next page starts after. */
export interface StoredPage {
  docs: Record<string, unknown>[];
  after: unknown;
  done: boolean;
}

/** One page of a collection in primary-key order, read where the storage lives. */
export interface ReadPageRequest {
  type: 'replica:read-page';
  databaseName: string;
  collectionName: string;
  schemaVersion: number;
  after: unknown;
  pageSize: number;
}

export function isReadPageRequest(request: unknown): request is ReadPageRequest {
  return (request as ReadPageRequest | null)?.type === 'replica:read-page';
}

/** Posted by the worker once it listens: until then the page cannot tell a slow start from a failed one. */
export const STORAGE_WORKER_READY = 'replica:storage-ready';

/** A stored document without RxDB's bookkeeping fields. */
export function withoutStorageFields<T>(data: object): T {
  const { _meta: _m, _rev: _r, _attachments: _a, _deleted: _d, ...plain } = data as Record<string, unknown>;
  return plain as T;
}
