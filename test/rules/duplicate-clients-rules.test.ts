import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Timestamp,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  bootstrapProfile,
  connectTestFirestore,
  prepareProject,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
} from '../support/firestore-emulator';
import { makeClient } from '../support/fixtures';

/**
 * firestore.rules for `clients.duplicateOf` (issue 26), against the official Firestore emulator,
 * written as staff trying to get around the backend's finding: the mark that a client repeats
 * another's CPF/CNPJ is set by the backend only (the emulator's owner here, as the Admin SDK);
 * nobody on a device sets it on a new record, changes it or clears it. Ordinary edits still pass.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules: duplicateOf', skipReason);
setLogLevel('silent');

type Data = Record<string, unknown>;
const denied = async (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });
const iso = () => new Date().toISOString();
const changed = (current: Data, uid: string, patch: Data = {}): Data => ({
  ...current,
  ...patch,
  updatedAt: iso(),
  updatedBy: uid,
  serverTimestamp: serverTimestamp(),
});
/** A new client as the replication inserts it. */
const inserted = (uid: string, patch: Data = {}): Data => {
  const t = iso();
  return {
    ...makeClient('Maria Souza'),
    createdAt: t,
    createdBy: uid,
    updatedAt: t,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
    ...patch,
  };
};

describe.skipIf(!server)("firestore.rules: clients.duplicateOf is the backend's", () => {
  const project = uniqueProjectId('demo-dup-rules');
  const clients: TestFirestoreClient[] = [];
  let adv: Firestore, ate: Firestore, admin: Firestore, owner: Firestore;
  const as = (uid: string | { owner: true }) => {
    const c = connectTestFirestore(server!, project, typeof uid === 'string' ? { uid } : uid);
    clients.push(c);
    return c.firestore;
  };

  beforeAll(async () => {
    await prepareProject(server!, project);
    await bootstrapProfile(server!, project, 'admin1', 'admin');
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    await bootstrapProfile(server!, project, 'ate1', 'atendente');
    admin = as('admin1');
    adv = as('adv1');
    ate = as('ate1');
    owner = as({ owner: true });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('no one creates a client already marked (or pre-cleared)', async () => {
    await denied(setDoc(doc(adv, 'clients', 'c-forged'), inserted('adv1', { duplicateOf: 'c-other' })));
    await denied(setDoc(doc(ate, 'clients', 'c-forged'), inserted('ate1', { duplicateOf: '' })));
    await denied(setDoc(doc(admin, 'clients', 'c-forged'), inserted('admin1', { duplicateOf: '' })));
    await setDoc(doc(adv, 'clients', 'c-plain'), inserted('adv1'));
    expect((await getDoc(doc(owner, 'clients', 'c-plain'))).exists()).toBe(true);
  });

  it('staff neither clear, change nor add the mark; they still edit the rest of the record', async () => {
    // The backend marked this record (a later client with an earlier one's CPF).
    const t = iso();
    const marked = {
      ...makeClient('Maria Souza'),
      createdAt: t,
      createdBy: 'adv1',
      updatedAt: t,
      updatedBy: 'backend',
      _deleted: false,
      serverTimestamp: Timestamp.now(),
      duplicateOf: 'c-first',
    };
    await setDoc(doc(owner, 'clients', 'c-dup'), marked);
    await denied(updateDoc(doc(adv, 'clients', 'c-dup'), changed(marked, 'adv1', { duplicateOf: '' })));
    await denied(updateDoc(doc(ate, 'clients', 'c-dup'), changed(marked, 'ate1', { duplicateOf: 'c-dup' })));
    await denied(updateDoc(doc(admin, 'clients', 'c-dup'), changed(marked, 'admin1', { duplicateOf: '' })));
    const { duplicateOf: _removed, ...withoutMark } = changed(marked, 'adv1');
    await denied(setDoc(doc(adv, 'clients', 'c-dup'), withoutMark)); // a whole-document write that drops it

    const unmarked = inserted('adv1');
    await setDoc(doc(adv, 'clients', 'c-unmarked'), unmarked);
    await denied(updateDoc(doc(adv, 'clients', 'c-unmarked'), changed(unmarked, 'adv1', { duplicateOf: '' })));

    // Ordinary edits pass, the mark travelling unchanged with the whole document (as the replication pushes it).
    await updateDoc(
      doc(adv, 'clients', 'c-dup'),
      changed(marked, 'adv1', { name: 'Maria Souza Lima', document: '11144477735' }),
    );
    await updateDoc(doc(ate, 'clients', 'c-unmarked'), changed(unmarked, 'ate1', { notes: 'Ligou hoje' }));
    expect((await getDoc(doc(owner, 'clients', 'c-dup'))).data()).toMatchObject({
      name: 'Maria Souza Lima',
      duplicateOf: 'c-first',
    });
  });
});
