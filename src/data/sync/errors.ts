/**
 * Maps replication/Firestore failures onto the entries of the spec's mutation error
 * catalogue (§8), as codes: the words are the UI's (lib/http/error-catalogue.ts, shared with
 * the HTTP client). Being offline is a sync status, not an error: `unavailable` /
 * `deadline-exceeded` / `cancelled` (and a browser that says it is offline) return null, and
 * the shell shows "offline".
 */

/** A failure as the catalogue keys it: the HTTP-like status (0 for "unknown"). */
export interface SyncError {
  status: 400 | 401 | 403 | 404 | 500 | 0;
}

/** Firestore (gRPC) status codes as the SDK names them. */
const FIRESTORE_CODES = new Set([
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
]);
// 'cancelled': the SDK aborts a call whose connection dropped (network cut, tab suspended).
const OFFLINE_CODES = new Set(['unavailable', 'deadline-exceeded', 'cancelled']);

/**
 * Finds the Firestore code inside an error. RxDB wraps handler failures
 * (RC_PULL / RC_PUSH / RC_STREAM) and keeps the originals as plain JSON in
 * `parameters.errors` / `parameters.error`, so this searches a few levels deep.
 */
export function firestoreErrorCode(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as Record<string, unknown>;
  if (typeof e.code === 'string') {
    const code = e.code.replace(/^firestore\//, '');
    if (FIRESTORE_CODES.has(code)) return code;
  }
  const nested = [e.parameters, e.error, e.errors, e.cause, e.innerErrors];
  for (const n of nested) {
    const list = Array.isArray(n) ? n : [n];
    for (const item of list) {
      const code = firestoreErrorCode(item, depth + 1);
      if (code) return code;
    }
  }
  if (e.parameters && typeof e.parameters === 'object') {
    for (const value of Object.values(e.parameters as Record<string, unknown>)) {
      const code = firestoreErrorCode(value, depth + 1);
      if (code) return code;
    }
  }
  return null;
}

/** True when the failure only means "cannot reach the server right now". */
export function isOfflineError(error: unknown): boolean {
  const code = firestoreErrorCode(error);
  return code !== null && OFFLINE_CODES.has(code);
}

/** The catalogue entry of a failure, or null when the error is just being offline. */
export function mapFirestoreError(error: unknown): SyncError | null {
  const code = firestoreErrorCode(error);
  if (code === null) return { status: 0 };
  if (OFFLINE_CODES.has(code)) return null;
  switch (code) {
    case 'permission-denied':
      return { status: 403 };
    case 'unauthenticated':
      return { status: 401 };
    case 'not-found':
      return { status: 404 };
    case 'invalid-argument':
      return { status: 400 };
    default:
      // Every other Firestore code is a failure on the server's side of the call.
      return { status: 500 };
  }
}
