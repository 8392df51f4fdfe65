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
 * firestore.rules for DJEN publications (issue 28, `status_proccess` with `source: 'djen'`),
 * against the official Firestore emulator: the backend (the emulator's owner here, as the Admin
 * SDK) writes them; staff — an atendente too — only triage: attach to a process that exists with
 * its own client, dismiss with a reason, mark read, link the deadline. Nobody forges or rewrites one.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules: DJEN', skipReason);
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

describe.skipIf(!server)('firestore.rules: DJEN publications', () => {
  const project = uniqueProjectId('demo-djen-rules');
  const clients: TestFirestoreClient[] = [];
  let adv: Firestore, ate: Firestore, cli: Firestore, owner: Firestore;
  const as = (uid: string | { owner: true }) => {
    const c = connectTestFirestore(server!, project, typeof uid === 'string' ? { uid } : uid);
    clients.push(c);
    return c.firestore;
  };
  const t = iso();
  const publication = (id: string): Data => ({
    id,
    processId: '',
    clientId: '',
    status: 'Intimação',
    description: 'TJSP · 2ª Vara Cível',
    date: '2026-03-12T03:00:00.000Z',
    visibleToClient: false,
    notifyClient: false,
    source: 'djen',
    djen: {
      communicationId: id,
      hash: 'h',
      availableOn: '2026-03-12',
      court: 'TJSP',
      kind: 'Intimação',
      organ: '2ª Vara Cível',
      documentType: '',
      className: '',
      cnj: '10000012520258260100',
      text: 'Intimação.',
      link: '',
      lawyerUids: ['adv1'],
      lawyers: [],
      parties: [],
    },
    triage: 'pending',
    triageReason: '',
    seenAt: '',
    deadlineEventId: '',
    deadlineDueOn: '',
    createdAt: t,
    createdBy: 'backend',
    updatedAt: t,
    updatedBy: 'backend',
    _deleted: false,
    serverTimestamp: Timestamp.now(),
  });
  const process = (id: string, clientId: string): Data => ({
    id,
    clientId,
    cnj: '',
    type: 'Extrajudicial',
    subject: 'Cobrança',
    court: '',
    legalArea: '',
    currentStatus: '',
    openedAt: null,
    responsibleUid: null,
    createdAt: t,
    createdBy: 'adv1',
    updatedAt: t,
    updatedBy: 'adv1',
    _deleted: false,
    serverTimestamp: Timestamp.now(),
  });

  beforeAll(async () => {
    await prepareProject(server!, project);
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    await bootstrapProfile(server!, project, 'ate1', 'atendente');
    await bootstrapProfile(server!, project, 'cli1', 'cliente');
    adv = as('adv1');
    ate = as('ate1');
    cli = as('cli1');
    owner = as({ owner: true });
    await setDoc(doc(owner, 'proccess', 'p1'), process('p1', 'c1'));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('staff cannot create one, nor turn an entry of their own into one', async () => {
    const forged = {
      ...publication('djen-1'),
      createdBy: 'adv1',
      updatedBy: 'adv1',
      serverTimestamp: serverTimestamp(),
    };
    await denied(setDoc(doc(adv, 'status_proccess', 'djen-1'), forged));
    // An ordinary entry of a process (with that process's client: issue 37).
    const own: Data = { ...forged, id: 's-own', processId: 'p1', clientId: 'c1' };
    for (const k of ['source', 'djen', 'triage']) delete own[k];
    await setDoc(doc(adv, 'status_proccess', 's-own'), own);
    await denied(updateDoc(doc(adv, 'status_proccess', 's-own'), changed(own, 'adv1', { source: 'djen' })));
  });

  it('staff triage one: attach to a real process with its client, dismiss, mark read, link the deadline', async () => {
    const pub = publication('djen-2');
    await setDoc(doc(owner, 'status_proccess', 'djen-2'), pub);
    // The publication itself is the backend's.
    await denied(
      updateDoc(
        doc(adv, 'status_proccess', 'djen-2'),
        changed(pub, 'adv1', { djen: { ...(pub.djen as Data), text: 'outro texto' } }),
      ),
    );
    await denied(updateDoc(doc(adv, 'status_proccess', 'djen-2'), changed(pub, 'adv1', { status: 'Outro' })));
    await denied(updateDoc(doc(adv, 'status_proccess', 'djen-2'), changed(pub, 'adv1', { source: '' })));
    await denied(updateDoc(doc(adv, 'status_proccess', 'djen-2'), changed(pub, 'adv1', { triage: 'whatever' })));
    // Attached to a process that does not exist, or with another client than the process's.
    await denied(
      updateDoc(
        doc(ate, 'status_proccess', 'djen-2'),
        changed(pub, 'ate1', { processId: 'nao-existe', clientId: 'c1', triage: 'attached' }),
      ),
    );
    await denied(
      updateDoc(
        doc(ate, 'status_proccess', 'djen-2'),
        changed(pub, 'ate1', { processId: 'p1', clientId: 'outro-cliente', triage: 'attached' }),
      ),
    );
    // An atendente attaches it and marks it read; the lawyer links the deadline.
    let current = changed(pub, 'ate1', { processId: 'p1', clientId: 'c1', triage: 'attached', seenAt: iso() });
    await updateDoc(doc(ate, 'status_proccess', 'djen-2'), current);
    // The deadline event first ("Prazo criado" needs it on the server, issue 37).
    await setDoc(doc(adv, 'events', 'prazo-djen-2'), {
      id: 'prazo-djen-2',
      title: 'Prazo: Intimação',
      kind: 'prazo',
      start: '2026-04-06T00:00:00.000Z',
      end: '2026-04-06T00:00:00.000Z',
      allDay: true,
      location: '',
      clientId: 'c1',
      processId: 'p1',
      notes: '',
      responsibleUid: null,
      createdAt: iso(),
      createdBy: 'adv1',
      updatedAt: iso(),
      updatedBy: 'adv1',
      _deleted: false,
      serverTimestamp: serverTimestamp(),
    });
    current = changed(current, 'adv1', { deadlineEventId: 'prazo-djen-2', deadlineDueOn: '2026-04-06' });
    await updateDoc(doc(adv, 'status_proccess', 'djen-2'), current);
    expect((await getDoc(doc(owner, 'status_proccess', 'djen-2'))).data()).toMatchObject({
      processId: 'p1',
      clientId: 'c1',
      triage: 'attached',
      deadlineDueOn: '2026-04-06',
      updatedBy: 'adv1',
    });
    // An atendente never deletes it.
    await denied(updateDoc(doc(ate, 'status_proccess', 'djen-2'), changed(current, 'ate1', { _deleted: true })));

    const other = publication('djen-3');
    await setDoc(doc(owner, 'status_proccess', 'djen-3'), other);
    await updateDoc(
      doc(adv, 'status_proccess', 'djen-3'),
      changed(other, 'adv1', { triage: 'dismissed', triageReason: 'Processo de outro escritório' }),
    );
  });

  it('the client of the mobile app never reads one the staff did not show', async () => {
    await setDoc(doc(owner, 'status_proccess', 'djen-4'), {
      ...publication('djen-4'),
      processId: 'p1',
      clientId: 'c1',
      triage: 'matched',
    });
    await denied(getDoc(doc(cli, 'status_proccess', 'djen-4')));
  });
});
