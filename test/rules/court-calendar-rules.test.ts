import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, serverTimestamp, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
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
 * firestore.rules for the firm's "Feriados e suspensões" (issue 38): events documents whose id
 * starts with `feriado-` or `suspensao-`. Every deadline of the firm counts them, so only an admin
 * registers or changes one; every staff member reads them (the counts run on every device).
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules: Feriados e suspensões', skipReason);
setLogLevel('silent');

type Data = Record<string, unknown>;
const denied = async (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });

const event = (id: string, uid: string): Data => {
  const t = new Date().toISOString();
  return {
    id,
    title: 'Aniversário de Campinas',
    kind: 'outro',
    start: '2026-07-14T00:00:00.000Z',
    end: '2026-07-14T00:00:00.000Z',
    allDay: true,
    location: 'TJSP',
    clientId: null,
    processId: null,
    notes: 'Lei municipal',
    responsibleUid: null,
    createdAt: t,
    createdBy: uid,
    updatedAt: t,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  };
};

describe.skipIf(!server)('firestore.rules: Feriados e suspensões', () => {
  const project = uniqueProjectId('demo-closure-rules');
  const clients: TestFirestoreClient[] = [];
  let admin: Firestore, adv: Firestore, ate: Firestore;
  const as = (uid: string) => {
    const c = connectTestFirestore(server!, project, { uid });
    clients.push(c);
    return c.firestore;
  };

  beforeAll(async () => {
    await prepareProject(server!, project);
    await bootstrapProfile(server!, project, 'adm1', 'admin');
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    await bootstrapProfile(server!, project, 'ate1', 'atendente');
    admin = as('adm1');
    adv = as('adv1');
    ate = as('ate1');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('an admin registers one; lawyers and attendants read it and cannot change it', async () => {
    await setDoc(doc(admin, 'events', 'feriado-1'), event('feriado-1', 'adm1'));
    expect((await getDoc(doc(adv, 'events', 'feriado-1'))).data()?.title).toBe('Aniversário de Campinas');
    expect((await getDoc(doc(ate, 'events', 'feriado-1'))).exists()).toBe(true);
    const moved = {
      end: '2026-07-20T00:00:00.000Z',
      updatedAt: new Date().toISOString(),
      serverTimestamp: serverTimestamp(),
    };
    await denied(updateDoc(doc(adv, 'events', 'feriado-1'), { ...moved, updatedBy: 'adv1' }));
    await denied(updateDoc(doc(ate, 'events', 'feriado-1'), { ...moved, updatedBy: 'ate1' }));
    await updateDoc(doc(admin, 'events', 'feriado-1'), { ...moved, updatedBy: 'adm1' });
  });

  it('a lawyer or attendant cannot create one, while their ordinary events are untouched', async () => {
    await denied(setDoc(doc(adv, 'events', 'feriado-2'), event('feriado-2', 'adv1')));
    await denied(setDoc(doc(ate, 'events', 'suspensao-2'), event('suspensao-2', 'ate1')));
    await setDoc(doc(adv, 'events', 'ev-2'), event('ev-2', 'adv1'));
    await setDoc(doc(ate, 'events', 'ev-3'), event('ev-3', 'ate1'));
  });
});
