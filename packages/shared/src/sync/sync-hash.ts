/**
 * A number per document version that Firestore can add up (`sum()`), so a device can check
 * that it holds what the server holds without reading the documents (sync/consistency-check.ts).
 *
 * A version is named by its id and its write stamps (`updatedAt`, `updatedBy`): every write
 * of the app, the merge and the backend stamps both, and the merge never reuses a side's
 * stamp for a result that differs from it. A live version gets a hash in [1, 2^31); a
 * tombstone gets 0, so a range query from 1 counts live documents only — tombstones are
 * purged from devices after a while but stay on the server.
 *
 * The push writes it (`syncHash`) with every document; other writers should too (the
 * backend does: functions/src/replicated.ts). Documents without it, or with one that does not
 * match their stamps, are noticed when pulled and remembered per version (see the check).
 * No imports: the backend compiles this file too.
 */
export const SYNC_HASH_FIELD = 'syncHash';

/** Hashes of live versions are in [1, HASH_LIMIT). */
export const HASH_LIMIT = 2 ** 31;

type Versioned = { _deleted?: unknown; updatedAt?: unknown; updatedBy?: unknown };

/** The stamps that name a version ('' parts for a document without them). */
export function versionKey(id: string, doc: Versioned): string {
  return `${id}\u0000${String(doc.updatedAt ?? '')}\u0000${String(doc.updatedBy ?? '')}`;
}

/** FNV-1a, 32 bits, over UTF-16 code units (the same in every JS runtime). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The version's hash: 0 for a tombstone, else in [1, HASH_LIMIT). */
export function syncHashOf(id: string, doc: Versioned): number {
  if (doc._deleted === true) return 0;
  return 1 + (fnv1a(versionKey(id, doc)) % (HASH_LIMIT - 1));
}
