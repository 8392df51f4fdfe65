import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collection, doc, getDocFromServer, runTransaction, setDoc, type Transaction } from 'firebase/firestore';
import { getAllInTransaction } from '@/data/sync/transaction-reads';
import {
  bootstrapProfile,
  connectTestFirestore,
  prepareProject,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
  type TestFirestoreServer,
} from '../support/firestore-emulator';

/**
 * The push reads every document of a batch in one request (sync/transaction-reads.ts) through
 * an internal of the Firestore SDK. These pin what the push relies on: one request for the
 * whole batch, the snapshots of the SDK's own `get`, and the versions read kept as the commit's
 * preconditions (a document changed after the read makes the transaction run again).
 */
const found = await testFirestore();
let server: TestFirestoreServer;
let staff: TestFirestoreClient;
let other: TestFirestoreClient;
let third: TestFirestoreClient;
const projectId = uniqueProjectId();

beforeAll(async () => {
  if (!found.server) return;
  server = found.server;
  await prepareProject(server, projectId);
  staff = connectTestFirestore(server, projectId, { uid: 'ana' });
  other = connectTestFirestore(server, projectId, { owner: true });
  third = connectTestFirestore(server, projectId, { owner: true });
  await bootstrapProfile(server, projectId, 'ana', 'advogado', staff);
  for (let i = 0; i < 30; i++) await setDoc(doc(other.firestore, 'categories', `c${i}`), { name: `Categoria ${i}` });
});
afterAll(async () => {
  await staff?.close();
  await other?.close();
  await third?.close();
  await server?.stop();
});

/** Counts the SDK's transaction lookups (each one request to the server) from now on. */
function countingLookups(transaction: Transaction): { count: () => number } {
  const inner = (transaction as unknown as { _transaction: { lookup: (keys: unknown[]) => Promise<unknown[]> } })
    ._transaction;
  let n = 0;
  const original = inner.lookup;
  inner.lookup = function (this: unknown, keys: unknown[]) {
    n++;
    return original.call(this, keys);
  };
  return { count: () => n };
}

describe.skipIf(!found.server)('reads inside a push transaction', () => {
  it('reads 32 documents (30 on the server, 2 not) in one request, in order, as the staff member the rules see', async () => {
    const ids = [...Array.from({ length: 30 }, (_, i) => `c${i}`), 'missing-1', 'missing-2'];
    const result = await runTransaction(staff.firestore, async (transaction) => {
      const lookups = countingLookups(transaction);
      const snapshots = await getAllInTransaction(
        transaction,
        ids.map((id) => doc(collection(staff.firestore, 'categories'), id)),
      );
      return { lookups: lookups.count(), snapshots };
    });
    expect(result.lookups).toBe(1);
    expect(result.snapshots.map((s) => s.id)).toEqual(ids);
    expect(result.snapshots.map((s) => (s.exists() ? s.get('name') : null))).toEqual([
      ...Array.from({ length: 30 }, (_, i) => `Categoria ${i}`),
      null,
      null,
    ]);
  });

  it('keeps every version read as a precondition: a document changed after the read makes the transaction run again', async () => {
    let runs = 0;
    await runTransaction(other.firestore, async (transaction) => {
      runs++;
      const refs = ['c1', 'c2', 'c3'].map((id) => doc(other.firestore, 'categories', id));
      const [first] = await getAllInTransaction(transaction, refs);
      // Another writer changes a document this transaction read (the last one, which it does not write).
      if (runs === 1) await setDoc(doc(third.firestore, 'categories', 'c3'), { name: 'Mudou no servidor' });
      transaction.update(refs[0]!, { name: `${String(first!.get('name'))} (editada)` });
    });
    expect(runs).toBe(2);
    expect((await getDocFromServer(doc(other.firestore, 'categories', 'c1'))).get('name')).toBe(
      'Categoria 1 (editada)',
    );
  });

  it('keeps "does not exist" as a precondition: a document created after the read makes the transaction run again', async () => {
    let runs = 0;
    await runTransaction(other.firestore, async (transaction) => {
      runs++;
      const refs = ['c4', 'new-one'].map((id) => doc(other.firestore, 'categories', id));
      const [, missing] = await getAllInTransaction(transaction, refs);
      if (runs === 1) await setDoc(doc(third.firestore, 'categories', 'new-one'), { name: 'Criada por outro' });
      if (!missing!.exists()) transaction.set(refs[1]!, { name: 'Criada aqui' });
    });
    expect(runs).toBe(2);
    expect((await getDocFromServer(doc(other.firestore, 'categories', 'new-one'))).get('name')).toBe(
      'Criada por outro',
    );
  });
});
