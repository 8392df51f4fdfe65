import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase/firestore';

/**
 * Reads every document of `refs` inside `transaction` in one request to the server.
 *
 * The web SDK has no `getAll` in transactions: each `transaction.get` is a BatchGetDocuments
 * request of its own, and a push of 500 documents cost 500 requests (over HTTP/1.1 to the
 * emulator, six at a time). The SDK's transaction reads through one internal `lookup(keys)`
 * that takes many keys — the same request — and `transaction.get` calls it with one. Here the
 * `get`s issued together are handed to one `lookup` call, so the SDK still builds every
 * snapshot and records every version it read: the commit keeps its preconditions (the update
 * time read, or "does not exist") and the compare-and-set stays exact.
 *
 * That `lookup` is not public API (firebase 12): when it is not where this expects it, the
 * reads go one by one as before (test/data/transaction-reads.test.ts fails then).
 */
export function getAllInTransaction(transaction: Transaction, refs: readonly DocumentReference[]) {
  const inner = (transaction as unknown as { _transaction?: { lookup?: Lookup } })._transaction;
  const lookup = inner?.lookup;
  if (!inner || typeof lookup !== 'function' || refs.length < 2)
    return Promise.all(refs.map((ref) => transaction.get(ref)));
  const own = Object.prototype.hasOwnProperty.call(inner, 'lookup');
  const keys: unknown[] = [];
  let all: Promise<unknown[]> | undefined;
  // `get` calls `lookup` synchronously: every key is collected before the one request is sent.
  inner.lookup = (some: unknown[]) => {
    const from = keys.length;
    keys.push(...some);
    all ??= Promise.resolve().then(() => lookup.call(inner, keys));
    return all.then((docs) => docs.slice(from, from + some.length));
  };
  try {
    return Promise.all(refs.map((ref) => transaction.get(ref))) as Promise<DocumentSnapshot[]>;
  } finally {
    if (own) inner.lookup = lookup;
    else delete inner.lookup;
  }
}

type Lookup = (keys: unknown[]) => Promise<unknown[]>;
