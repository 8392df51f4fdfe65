import { SYNC_HASH_FIELD } from '@advocacia/shared/sync/sync-hash';

// Dependency-free (no Firebase): the merge handler and the pending-writes count load with the
// database, long before the Firestore SDK is wanted.

/** The field Firestore stamps on every write (never part of the RxDB schema). */
export const SERVER_TIMESTAMP_FIELD = 'serverTimestamp';

/** Bookkeeping that never takes part in a comparison: RxDB's storage fields and the two only Firestore holds. */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set([
  '_meta',
  '_rev',
  '_attachments',
  SERVER_TIMESTAMP_FIELD,
  SYNC_HASH_FIELD,
]);

/** A document's own state, as every comparison of the sync core sees it: no bookkeeping, no undefined values, `_deleted` a boolean. */
export function comparableState(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (!BOOKKEEPING_FIELDS.has(k) && v !== undefined) out[k] = v;
  out._deleted = doc._deleted === true;
  return out;
}
