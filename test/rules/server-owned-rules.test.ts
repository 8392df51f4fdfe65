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
import { datajudEntryId } from '@advocacia/shared/datajud/tracking';
import { djenEntryId } from '@advocacia/shared/djen/publication';
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
 * Issue 37, written as the attackers would try it: staff members (advogado, atendente) and a
 * client of the mobile app, signed in with the web SDK against the official Firestore emulator
 * with firestore.rules loaded. Each case names the attack; each was accepted before the fix.
 * The backend is the emulator's owner here (the Admin SDK bypasses the rules).
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules: issue 37 attacks', skipReason);
setLogLevel('silent');

type Data = Record<string, unknown>;
const denied = async (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });
const iso = () => new Date().toISOString();
const stamped = (uid: string, data: Data): Data => {
  const t = iso();
  return {
    ...data,
    createdAt: t,
    createdBy: uid,
    updatedAt: t,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  };
};
const changed = (current: Data, uid: string, patch: Data = {}): Data => ({
  ...current,
  ...patch,
  updatedAt: iso(),
  updatedBy: uid,
  serverTimestamp: serverTimestamp(),
});
const client = (name: string): Data => ({
  kind: 'PF',
  name,
  document: '',
  email: '',
  phone: '',
  birthDate: null,
  address: null,
  categoryIds: [],
  notes: '',
  appUid: null,
  consent: { messaging: true, date: iso(), purpose: 'Avisos' },
});
const process = (clientId: string): Data => ({
  clientId,
  cnj: '',
  type: 'Extrajudicial',
  subject: 'Cobrança',
  court: '',
  legalArea: '',
  currentStatus: '',
  openedAt: null,
  responsibleUid: null,
});
const entry = (processId: string, clientId: string): Data => ({
  processId,
  clientId,
  status: 'Petição protocolada',
  description: '',
  date: iso(),
  visibleToClient: true,
  notifyClient: false,
});
const publication = (id: string): Data => ({
  id,
  processId: 'p-a',
  clientId: 'c-a',
  status: 'Intimação',
  description: 'TJSP',
  date: '2026-03-12T03:00:00.000Z',
  visibleToClient: false,
  notifyClient: false,
  source: 'djen',
  djen: { communicationId: id, cnj: '', text: 'Intimação.', lawyerUids: ['adv1'] },
  triage: 'matched',
  triageReason: '',
  seenAt: '',
  deadlineEventId: '',
  deadlineDueOn: '',
  createdAt: iso(),
  createdBy: 'backend',
  updatedAt: iso(),
  updatedBy: 'backend',
  _deleted: false,
  serverTimestamp: Timestamp.now(),
});

describe.skipIf(!server)('firestore.rules: the server owns what it writes (issue 37)', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-issue37');
  const clients: TestFirestoreClient[] = [];
  let adv: Firestore, ate: Firestore, cliA: Firestore, owner: Firestore;
  const as = (uid: string | { owner: true }) => {
    const c = connectTestFirestore(server!, project, typeof uid === 'string' ? { uid } : uid);
    clients.push(c);
    return c.firestore;
  };

  beforeAll(async () => {
    await prepareProject(server!, project);
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    await bootstrapProfile(server!, project, 'ate1', 'atendente');
    await bootstrapProfile(server!, project, 'cli-a', 'cliente');
    await bootstrapProfile(server!, project, 'cli-b', 'cliente');
    adv = as('adv1');
    ate = as('ate1');
    cliA = as('cli-a');
    owner = as({ owner: true });
    // Two clients of the firm, each with a process; the backend linked A's app account.
    await setDoc(doc(adv, 'clients', 'c-a'), stamped('adv1', client('Cliente A')));
    await setDoc(doc(adv, 'clients', 'c-b'), stamped('adv1', client('Cliente B')));
    await setDoc(doc(owner, 'clients', 'c-a'), { appUid: 'cli-a' }, { merge: true });
    await setDoc(doc(owner, 'clients', 'c-b'), { appUid: 'cli-b' }, { merge: true });
    await setDoc(doc(adv, 'proccess', 'p-a'), stamped('adv1', process('c-a')));
    await setDoc(doc(adv, 'proccess', 'p-b'), stamped('adv1', process('c-b')));
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it("attack: an insider squats a DJEN communication's or a DataJud movement's id with an ordinary timeline entry", async () => {
    const djenId = djenEntryId('987654');
    const movementId = datajudEntryId('p-a', 26, '2026-03-10T12:00:00.000Z');
    // No `source`: an ordinary entry, of the right process and client — only the id is the backend's.
    for (const [who, uid] of [
      [adv, 'adv1'],
      [ate, 'ate1'],
    ] as const) {
      await denied(setDoc(doc(who, 'status_proccess', djenId), stamped(uid, entry('p-a', 'c-a'))));
      await denied(setDoc(doc(who, 'status_proccess', movementId), stamped(uid, entry('p-a', 'c-a'))));
    }
    // An ordinary entry under an ordinary id still goes through.
    await setDoc(doc(ate, 'status_proccess', 's-ok'), stamped('ate1', entry('p-a', 'c-a')));
  });

  it('attack: datajudSeenAt set far in the future hides every later movement\'s "Nova"', async () => {
    const datajud = {
      alias: 'tjsp',
      checkedAt: iso(),
      lastChangeAt: '2026-11-20T10:00:00.000Z',
      status: 'ok',
      newCount: 2,
    };
    const current = { ...stamped('adv1', process('c-a')), serverTimestamp: Timestamp.now(), datajud };
    await setDoc(doc(owner, 'proccess', 'p-dj'), current);
    await denied(
      updateDoc(doc(ate, 'proccess', 'p-dj'), changed(current, 'ate1', { datajudSeenAt: '2999-01-01T00:00:00.000Z' })),
    );
    await denied(
      updateDoc(doc(adv, 'proccess', 'p-dj'), changed(current, 'adv1', { datajudSeenAt: '2026-11-20T10:00:00.001Z' })),
    );
    // Created already "seen" far ahead.
    await denied(
      setDoc(doc(adv, 'proccess', 'p-seen'), {
        ...stamped('adv1', process('c-a')),
        datajudSeenAt: '2999-01-01T00:00:00.000Z',
      }),
    );
    // "Marcar como vistas" marks exactly what the backend brought.
    await updateDoc(doc(ate, 'proccess', 'p-dj'), changed(current, 'ate1', { datajudSeenAt: datajud.lastChangeAt }));
  });

  it("attack: staff link a mobile-app account of their choosing to a client's record (appUid)", async () => {
    // cli-b's account (a colleague's, a friend's) linked to client A: it would read A's record.
    await denied(setDoc(doc(ate, 'clients', 'c-new'), { ...stamped('ate1', client('Novo')), appUid: 'cli-b' }));
    const a = (await getDoc(doc(adv, 'clients', 'c-a'))).data()!;
    await denied(updateDoc(doc(ate, 'clients', 'c-a'), changed(a, 'ate1', { appUid: 'cli-b' })));
    await denied(updateDoc(doc(adv, 'clients', 'c-a'), changed(a, 'adv1', { appUid: null })));
    // The rest of the record stays theirs to edit.
    await updateDoc(doc(ate, 'clients', 'c-a'), changed(a, 'ate1', { notes: 'ligou hoje' }));
  });

  it("attack: staff rewrite a client's ticket, or move it to another client; they only answer and change its status", async () => {
    await setDoc(doc(cliA, 'tickets', 'tk-a'), {
      status: 'aberto',
      clientId: 'c-a',
      title: 'Dúvida',
      description: 'O que escrevi',
      createdAt: iso(),
      createdBy: 'cli-a',
    });
    await denied(updateDoc(doc(ate, 'tickets', 'tk-a'), { description: 'Outro texto' }));
    await denied(updateDoc(doc(adv, 'tickets', 'tk-a'), { title: 'Outro título' }));
    await denied(updateDoc(doc(ate, 'tickets', 'tk-a'), { clientId: 'c-b' }));
    await denied(updateDoc(doc(ate, 'tickets', 'tk-a'), { createdBy: 'ate1' }));
    // A reply names its writer, no one else.
    await denied(updateDoc(doc(ate, 'tickets', 'tk-a'), { reply: 'Olá', answeredBy: 'adv1' }));
    await updateDoc(doc(ate, 'tickets', 'tk-a'), {
      status: 'em_atendimento',
      reply: 'Olá, já vamos ver',
      answeredBy: 'ate1',
      answeredAt: iso(),
    });
    expect((await getDoc(doc(cliA, 'tickets', 'tk-a'))).data()).toMatchObject({
      description: 'O que escrevi',
      clientId: 'c-a',
      status: 'em_atendimento',
    });
  });

  it("attack: a timeline entry created under, or moved to, another client's id than its process's", async () => {
    // Process A's entry under client B: B would read (and might be notified of) A's case.
    await denied(setDoc(doc(ate, 'status_proccess', 's-cross'), stamped('ate1', entry('p-a', 'c-b'))));
    await denied(setDoc(doc(adv, 'status_proccess', 's-nowhere'), stamped('adv1', entry('nao-existe', 'c-b'))));
    await denied(setDoc(doc(adv, 'status_proccess', 's-none'), stamped('adv1', entry('', ''))));
    const ok = stamped('adv1', entry('p-a', 'c-a'));
    await setDoc(doc(adv, 'status_proccess', 's-a'), ok);
    await denied(updateDoc(doc(adv, 'status_proccess', 's-a'), changed(ok, 'adv1', { clientId: 'c-b' })));
    await denied(updateDoc(doc(ate, 'status_proccess', 's-a'), changed(ok, 'ate1', { processId: 'p-b' })));
    // Hidden while moved: a tombstone is still a document the other client could read.
    await denied(
      updateDoc(doc(adv, 'status_proccess', 's-a'), changed(ok, 'adv1', { clientId: 'c-b', _deleted: true })),
    );
    // Moved to another process with that process's client: allowed (the entry follows its process).
    const moved = changed(ok, 'adv1', { processId: 'p-b', clientId: 'c-b' });
    await updateDoc(doc(adv, 'status_proccess', 's-a'), moved);
    await updateDoc(doc(adv, 'status_proccess', 's-a'), changed(moved, 'adv1', { _deleted: true }));
  });

  it("attack: a crafted chat or message id (regex metacharacters) attaches another chat's file", async () => {
    // A's document lives under A's chat; the attacker's chat is with client B, id `.*`.
    await setDoc(
      doc(adv, 'chats', 'chat-a'),
      stamped('adv1', { clientId: 'c-a', status: 'aberto', lastMessageAt: iso() }),
    );
    await setDoc(doc(adv, 'chats', '.*'), stamped('adv1', { clientId: 'c-b', status: 'aberto', lastMessageAt: iso() }));
    const message = (chatId: string, storagePath: string): Data =>
      stamped('adv1', {
        chatId,
        side: 'staff',
        authorUid: 'adv1',
        text: 'Segue',
        sentAt: iso(),
        readAt: null,
        attachments: [{ name: 'rg.pdf', type: 'application/pdf', size: 1000, storagePath, downloadUrl: null }],
      });
    await denied(setDoc(doc(adv, 'messages', '.*'), message('.*', 'chats/chat-a/m-a/0-rg.pdf')));
    await denied(setDoc(doc(adv, 'messages', 'm-x'), message('.*', 'chats/chat-a/m-x/0-rg.pdf')));
    // A message's own file, in its own folder, still goes.
    await setDoc(doc(adv, 'messages', 'm-a'), message('chat-a', 'chats/chat-a/m-a/0-rg.pdf'));
  });

  it('attack: a publication dismissed without its reason, or marked "Prazo criado" without the event', async () => {
    const pub = publication(djenEntryId('555'));
    const id = String(pub.id);
    await setDoc(doc(owner, 'status_proccess', id), pub);
    await denied(
      updateDoc(doc(ate, 'status_proccess', id), changed(pub, 'ate1', { triage: 'dismissed', triageReason: '' })),
    );
    await denied(
      updateDoc(doc(ate, 'status_proccess', id), changed(pub, 'ate1', { triage: 'dismissed', triageReason: '   ' })),
    );
    await denied(
      updateDoc(
        doc(adv, 'status_proccess', id),
        changed(pub, 'adv1', { deadlineEventId: `prazo-${id}`, deadlineDueOn: '2026-04-06' }),
      ),
    );
    // With the event on the server the deadline links; with a reason the dismissal goes.
    await setDoc(
      doc(adv, 'events', `prazo-${id}`),
      stamped('adv1', {
        title: 'Prazo',
        kind: 'prazo',
        start: '2026-04-06T00:00:00.000Z',
        end: '2026-04-06T00:00:00.000Z',
        allDay: true,
        location: '',
        clientId: 'c-a',
        processId: 'p-a',
        notes: '',
        responsibleUid: null,
      }),
    );
    const linked = changed(pub, 'adv1', { deadlineEventId: `prazo-${id}`, deadlineDueOn: '2026-04-06' });
    await updateDoc(doc(adv, 'status_proccess', id), linked);
    await updateDoc(
      doc(ate, 'status_proccess', id),
      changed(linked, 'ate1', { triage: 'dismissed', triageReason: 'Processo de outro escritório' }),
    );
  });

  it("attack: a log entry shaped like a sync conflict about one's own profile, naming neither side as its writer", async () => {
    const conflict = (keptBy: string, lostBy: string): Data => ({
      actorUid: 'adv1',
      action: 'conflict',
      collectionName: 'users',
      documentId: 'adv1',
      summary: 'Conflito de sincronização em "role"',
      deviceTime: iso(),
      conflict: {
        field: 'role',
        keptValue: '"advogado"',
        lostValue: '"admin"',
        keptUpdatedAt: iso(),
        keptUpdatedBy: keptBy,
        lostUpdatedAt: iso(),
        lostUpdatedBy: lostBy,
      },
      createdAt: iso(),
      createdBy: 'adv1',
      updatedAt: iso(),
      updatedBy: 'adv1',
      _deleted: false,
      serverTimestamp: serverTimestamp(),
    });
    // "The admin lost admin on my profile": written by someone who was neither version's writer.
    await denied(setDoc(doc(adv, 'logs', 'forged-1'), conflict('admin1', 'admin2')));
    await denied(setDoc(doc(adv, 'logs', 'forged-2'), { ...conflict('adv1', 'x'), conflict: null }));
    // Shaped as one of the sides it is stored — and the restore screen never writes `role`
    // (test/components/logs/logs.test.tsx, "a forged conflict … changes nothing of access").
    await setDoc(doc(adv, 'logs', 'side-1'), conflict('admin1', 'adv1'));
  });

  it("attack: an edit that keeps the previous version's syncHash, to pass a device that missed it as verified", async () => {
    const first = { ...stamped('adv1', entry('p-a', 'c-a')), syncHash: 12345 };
    await setDoc(doc(adv, 'status_proccess', 's-hash'), first);
    // The same version written again (a push retried after its first commit landed late) is no new version.
    await setDoc(doc(adv, 'status_proccess', 's-hash'), first);
    await denied(
      updateDoc(doc(adv, 'status_proccess', 's-hash'), changed(first, 'adv1', { description: 'trocada em silêncio' })),
    );
    await updateDoc(
      doc(adv, 'status_proccess', 's-hash'),
      changed(first, 'adv1', { description: 'editada', syncHash: 67890 }),
    );
  });
});
