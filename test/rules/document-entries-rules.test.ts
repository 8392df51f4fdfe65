import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, doc, serverTimestamp, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
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
 * firestore.rules for the documents of processes and clients (issue 42, `status_proccess` with
 * `source: 'document'`), against the official Firestore emulator: the entry's Storage path is
 * its own place under its process (or client) — the path storage.rules tie to the same ids — and
 * once written it never moves to another process, client or file.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules: documentos', skipReason);
setLogLevel('silent');

type Data = Record<string, unknown>;
const denied = (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });
const iso = () => new Date().toISOString();

describe.skipIf(!server)('firestore.rules: documents of processes and clients', () => {
  const project = uniqueProjectId('demo-doc-rules');
  const clients: TestFirestoreClient[] = [];
  let adv: Firestore, cli: Firestore, owner: Firestore;
  const as = (uid: string | { owner: true }) => {
    const c = connectTestFirestore(server!, project, typeof uid === 'string' ? { uid } : uid);
    clients.push(c);
    return c.firestore;
  };
  const entry = (id: string, processId: string, clientId: string, storagePath: string): Data => ({
    id,
    processId,
    clientId,
    status: 'Petição inicial',
    description: '',
    date: '2026-11-20T15:00:00.000Z',
    visibleToClient: false,
    notifyClient: false,
    source: 'document',
    document: {
      kind: 'peticao',
      fileName: 'peticao.pdf',
      contentType: 'application/pdf',
      size: 120000,
      storagePath,
      downloadUrl: null,
    },
    createdAt: iso(),
    createdBy: 'adv1',
    updatedAt: iso(),
    updatedBy: 'adv1',
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  });
  const changed = (current: Data, patch: Data): Data => ({
    ...current,
    ...patch,
    updatedAt: iso(),
    updatedBy: 'adv1',
    serverTimestamp: serverTimestamp(),
  });
  const record = (data: Data): Data => ({
    ...data,
    createdAt: iso(),
    createdBy: 'adv1',
    updatedAt: iso(),
    updatedBy: 'adv1',
    _deleted: false,
    serverTimestamp: Timestamp.now(),
  });

  beforeAll(async () => {
    await prepareProject(server!, project);
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    await bootstrapProfile(server!, project, 'cli1', 'cliente');
    adv = as('adv1');
    cli = as('cli1');
    owner = as({ owner: true });
    await setDoc(doc(owner, 'clients', 'c1'), record({ id: 'c1', name: 'Maria', appUid: 'cli1' }));
    await setDoc(doc(owner, 'clients', 'c2'), record({ id: 'c2', name: 'João', appUid: '' }));
    await setDoc(doc(owner, 'proccess', 'p1'), record({ id: 'p1', clientId: 'c1', cnj: '' }));
    await setDoc(doc(owner, 'proccess', 'p2'), record({ id: 'p2', clientId: 'c2', cnj: '' }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('staff file a document under its own process or client, at its own path', async () => {
    await setDoc(doc(adv, 'status_proccess', 'd1'), entry('d1', 'p1', 'c1', 'processes/p1/d1/peticao.pdf'));
    await setDoc(doc(adv, 'status_proccess', 'd2'), entry('d2', '', 'c1', 'clients/c1/d2/rg.jpg'));
  });

  it('refuses a path elsewhere, a process of another client, a missing process, and a client-app user', async () => {
    await denied(setDoc(doc(adv, 'status_proccess', 'd3'), entry('d3', 'p1', 'c1', 'processes/p2/d3/peticao.pdf')));
    await denied(setDoc(doc(adv, 'status_proccess', 'd3'), entry('d3', 'p1', 'c1', 'processes/p1/outro/peticao.pdf')));
    await denied(setDoc(doc(adv, 'status_proccess', 'd3'), entry('d3', 'p1', 'c1', 'chats/x/d3/peticao.pdf')));
    await denied(setDoc(doc(adv, 'status_proccess', 'd3'), entry('d3', 'p2', 'c1', 'processes/p2/d3/peticao.pdf')));
    await denied(setDoc(doc(adv, 'status_proccess', 'd3'), entry('d3', 'p9', 'c1', 'processes/p9/d3/peticao.pdf')));
    await denied(setDoc(doc(adv, 'status_proccess', 'd3'), entry('d3', '', 'c9', 'clients/c9/d3/rg.jpg')));
    const byClient = { ...entry('d3', 'p1', 'c1', 'processes/p1/d3/x.pdf'), createdBy: 'cli1', updatedBy: 'cli1' };
    await denied(setDoc(doc(cli, 'status_proccess', 'd3'), byClient));
  });

  it('a document is never re-pointed to another process, client or file; its URL, name and type change', async () => {
    const current = entry('d4', 'p1', 'c1', 'processes/p1/d4/peticao.pdf');
    await setDoc(doc(adv, 'status_proccess', 'd4'), current);
    const file = current.document as Data;
    await denied(updateDoc(doc(adv, 'status_proccess', 'd4'), changed(current, { processId: 'p2', clientId: 'c2' })));
    await denied(
      updateDoc(
        doc(adv, 'status_proccess', 'd4'),
        changed(current, { document: { ...file, storagePath: 'processes/p2/d4/peticao.pdf' } }),
      ),
    );
    await denied(updateDoc(doc(adv, 'status_proccess', 'd4'), changed(current, { document: { ...file, size: 5 } })));
    await denied(updateDoc(doc(adv, 'status_proccess', 'd4'), changed(current, { source: '' })));
    await updateDoc(
      doc(adv, 'status_proccess', 'd4'),
      changed(current, {
        status: 'Petição inicial (assinada)',
        document: { ...file, kind: 'outro', downloadUrl: 'http://127.0.0.1:9199/v0/b/x/o/y?alt=media&token=t' },
      }),
    );
  });

  it('an ordinary timeline entry cannot become a document', async () => {
    const plain: Data = { ...entry('d5', 'p1', 'c1', 'processes/p1/d5/x.pdf') };
    delete plain.source;
    delete plain.document;
    await setDoc(doc(adv, 'status_proccess', 'd5'), plain);
    await denied(
      updateDoc(
        doc(adv, 'status_proccess', 'd5'),
        changed(plain, {
          source: 'document',
          document: (entry('d5', 'p1', 'c1', 'processes/p2/d5/x.pdf') as Data).document,
        }),
      ),
    );
  });
});
