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

/**
 * firestore.rules for the DJEN capture status (issue 38): `status_proccess` documents with
 * `source: 'captura'` are the backend's (Admin SDK; the emulator's owner here). Staff read them —
 * a lawyer sees their own registration's, an admin every one for the banner — and nobody else
 * writes, forges or rewrites one (a lawyer cannot hide a failure).
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules: capture status', skipReason);
setLogLevel('silent');

type Data = Record<string, unknown>;
const denied = async (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });
const t = new Date().toISOString();
const capture = (id: string, by: string): Data => ({
  id,
  processId: '',
  clientId: '',
  status: 'falha',
  description: '{"v":1}',
  date: t,
  visibleToClient: false,
  notifyClient: false,
  source: 'captura',
  createdAt: t,
  createdBy: by,
  updatedAt: t,
  updatedBy: by,
  _deleted: false,
  serverTimestamp: by === 'backend' ? Timestamp.now() : serverTimestamp(),
});

describe.skipIf(!server)('firestore.rules: DJEN capture status', () => {
  const project = uniqueProjectId('demo-capture-rules');
  const clients: TestFirestoreClient[] = [];
  let adm: Firestore, adv: Firestore, owner: Firestore;
  const as = (who: string | { owner: true }) => {
    const c = connectTestFirestore(server!, project, typeof who === 'string' ? { uid: who } : who);
    clients.push(c);
    return c.firestore;
  };

  beforeAll(async () => {
    await prepareProject(server!, project);
    await bootstrapProfile(server!, project, 'adm1', 'admin');
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    adm = as('adm1');
    adv = as('adv1');
    owner = as({ owner: true });
    await setDoc(doc(owner, 'status_proccess', 'captura-djen-SP-1'), capture('captura-djen-SP-1', 'backend'));
    // A process of a client, for an ordinary timeline entry (its client must be its process's: issue 37).
    await setDoc(doc(owner, 'proccess', 'p-own'), { clientId: 'c-own', _deleted: false });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('staff read it; nobody but the backend writes it', async () => {
    expect((await getDoc(doc(adv, 'status_proccess', 'captura-djen-SP-1'))).data()?.status).toBe('falha');
    expect((await getDoc(doc(adm, 'status_proccess', 'captura-djen-SP-1'))).exists()).toBe(true);
    const patch = { status: 'ok', updatedAt: new Date().toISOString(), serverTimestamp: serverTimestamp() };
    await denied(updateDoc(doc(adv, 'status_proccess', 'captura-djen-SP-1'), { ...patch, updatedBy: 'adv1' }));
    await denied(updateDoc(doc(adm, 'status_proccess', 'captura-djen-SP-1'), { ...patch, updatedBy: 'adm1' }));
    await denied(setDoc(doc(adv, 'status_proccess', 'captura-djen-SP-2'), capture('captura-djen-SP-2', 'adv1')));
    // An ordinary entry of their own cannot become one either.
    const own = { ...capture('s-own', 'adv1'), source: '', processId: 'p-own', clientId: 'c-own' };
    await setDoc(doc(adv, 'status_proccess', 's-own'), own);
    await denied(
      updateDoc(doc(adv, 'status_proccess', 's-own'), {
        source: 'captura',
        updatedAt: new Date().toISOString(),
        updatedBy: 'adv1',
        serverTimestamp: serverTimestamp(),
      }),
    );
  });

  it('config/jobs: an admin switches the jobs; a lawyer cannot, nor write another config document', async () => {
    const by = (uid: string, patch: Data) => ({ ...patch, updatedAt: new Date().toISOString(), updatedBy: uid });
    await setDoc(doc(adm, 'config', 'jobs'), by('adm1', { djen: true, datajud: false }));
    expect((await getDoc(doc(adv, 'config', 'jobs'))).data()).toMatchObject({ djen: true, datajud: false });
    await denied(setDoc(doc(adv, 'config', 'jobs'), by('adv1', { djen: false })));
    await denied(setDoc(doc(adm, 'config', 'app'), by('adm1', { minAppVersion: '9.9.9' })));
    await denied(setDoc(doc(adm, 'config', 'jobs'), by('adm1', { djen: 'sim' })));
    await denied(setDoc(doc(adm, 'config', 'jobs'), by('adm1', { djen: true, apiKey: 'x' })));
  });
});
