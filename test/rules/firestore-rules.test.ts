import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { createDoc, restoreDoc, softDeleteDoc, updateDoc as updateLocal } from '@/data/repository';
import { mapFirestoreError } from '@/data/sync/errors';
import { COLLECTION_DEFINITIONS, COLLECTION_NAMES } from '@/data/collections';
import { createDevice, type TestDevice } from '../support/device';
import {
  bootstrapProfile,
  connectTestFirestore,
  prepareProject,
  profileDocument,
  reportSkipped,
  testFirestore,
  uniqueProjectId,
  type TestFirestoreClient,
} from '../support/firestore-emulator';
import { FIRM_COLLECTIONS, sampleData, sampleEdit, type FirmCollection } from '../support/fixtures';
import { waitFor } from '../support/wait';
import { catalogueText } from '@/lib/http/error-catalogue';
import { storagePathFor } from '@/features/chats/attachments';

/** The catalogue's title of a replication error (what the shell would show). */
const errorTitle = (e: unknown) => {
  const mapped = mapFirestoreError(e);
  return mapped ? catalogueText(mapped.status).title : String(e);
};

/**
 * firestore.rules against the OFFICIAL Firestore emulator (FIRESTORE_EMULATOR_HOST, or the
 * one the vitest global setup starts; see test/support/firestore-emulator.ts). Only when
 * this machine has no emulator at all are the cases reported as skipped, with the reason.
 *
 * Part 1 writes exactly what the app's replication writes (insert = set of the whole
 * document, update = update of the whole document, both with `serverTimestamp` = the
 * server's time and `_deleted`), person by person and collection by collection. Part 2 runs
 * the app itself — repository + replication — as an advogado, an atendente and an admin.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('firestore.rules', skipReason);
// Most cases here are refusals the SDK would log as errors; each one is asserted instead.
setLogLevel('silent');

type Data = Record<string, unknown>;

async function denied(write: Promise<unknown>) {
  await expect(write).rejects.toMatchObject({ code: 'permission-denied' });
}

const iso = () => new Date().toISOString();

/** A new document as the replication inserts it (primary key stripped); a message is by its writer. */
function inserted<N extends FirmCollection>(name: N, uid: string, n = 0): Data {
  const t = iso();
  // A message is sent now (the rules bound sentAt by the server's time, issue 26).
  const sent = name === 'messages' ? { sentAt: t } : {};
  return {
    ...sampleData(name, n, uid),
    ...sent,
    createdAt: t,
    createdBy: uid,
    updatedAt: t,
    updatedBy: uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  };
}

/**
 * The client, chat and process sampleData's records point at (client-1, chat-1, process-1), the
 * client with messaging consent; a timeline entry's client must be its process's (issue 37).
 */
async function seedSampleClientAndChat(db: Firestore) {
  await setDoc(doc(db, 'proccess', 'process-1'), { ...inserted('proccess', 'adv1'), clientId: 'client-1' });
  await setDoc(doc(db, 'clients', 'client-1'), {
    ...inserted('clients', 'adv1'),
    consent: { messaging: true, date: iso(), purpose: 'Avisos' },
  });
  await setDoc(doc(db, 'chats', 'chat-1'), { ...inserted('chats', 'adv1'), clientId: 'client-1' });
}

/** The whole document after a local change by `uid`, as the replication pushes it. */
function changed(current: Data, uid: string, patch: Data = {}): Data {
  return { ...current, ...patch, updatedAt: iso(), updatedBy: uid, serverTimestamp: serverTimestamp() };
}

const ATTENDANT_WRITES: ReadonlySet<FirmCollection> = new Set([
  'clients',
  'proccess',
  'status_proccess',
  'chats',
  'messages',
  'events',
  'lembrets',
]);

describe.skipIf(!server)('firestore.rules: what each person may write and read', () => {
  const project = uniqueProjectId('demo-rules');
  const clients: TestFirestoreClient[] = [];
  let admin: Firestore,
    adv: Firestore,
    ate: Firestore,
    cli: Firestore,
    nobody: Firestore,
    anon: Firestore,
    owner: Firestore;
  const as = (uid: string | null) => {
    const c = connectTestFirestore(server!, project, uid === null ? null : { uid });
    clients.push(c);
    return c.firestore;
  };

  beforeAll(async () => {
    await prepareProject(server!, project);
    // The first admin is granted out of band and a cliente is registered by the firm (owner
    // writes); advogado and atendente sign themselves up, as the app does.
    await bootstrapProfile(server!, project, 'admin1', 'admin');
    await bootstrapProfile(server!, project, 'cli1', 'cliente');
    await bootstrapProfile(server!, project, 'adv1', 'advogado');
    await bootstrapProfile(server!, project, 'ate1', 'atendente');
    admin = as('admin1');
    adv = as('adv1');
    ate = as('ate1');
    cli = as('cli1');
    nobody = as('sem-perfil'); // signed in, no users document
    anon = as(null);
    const ownerClient = connectTestFirestore(server!, project, { owner: true });
    clients.push(ownerClient);
    owner = ownerClient.firestore;
    await seedSampleClientAndChat(owner);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('has the profiles the set-up made (the owner writes really create documents)', async () => {
    for (const [uid, role] of [
      ['admin1', 'admin'],
      ['cli1', 'cliente'],
      ['adv1', 'advogado'],
      ['ate1', 'atendente'],
    ]) {
      const snap = await getDoc(doc(owner, 'users', uid!));
      expect(snap.exists(), uid).toBe(true);
      expect(snap.get('role')).toBe(role);
    }
  });

  describe('users', () => {
    it('a person signs up only as themselves and only as advogado or atendente', async () => {
      const self = (uid: string, role: string, id = uid) =>
        setDoc(doc(as(uid), 'users', id), { ...profileDocument(uid, 'advogado'), role });
      await denied(self('x-admin', 'admin'));
      await denied(self('x-cliente', 'cliente'));
      await denied(self('x-other', 'advogado', 'someone-else'));
      await denied(setDoc(doc(as('x-uid'), 'users', 'x-uid'), { uid: 'another', role: 'advogado' }));
      await denied(setDoc(doc(anon, 'users', 'anon'), { uid: 'anon', role: 'advogado' }));
      // The sign-up itself: a pending request for a staff role.
      await self('x-ok', 'atendente');
      expect((await getDoc(doc(owner, 'users', 'x-ok'))).get('status')).toBe('pending');
    });

    it('nobody promotes themselves; a profile edit that keeps the role goes through', async () => {
      const mine = (await getDoc(doc(adv, 'users', 'adv1'))).data()!;
      await denied(updateDoc(doc(adv, 'users', 'adv1'), changed(mine, 'adv1', { role: 'admin' })));
      await denied(setDoc(doc(adv, 'users', 'adv1'), { role: 'admin' }, { merge: true }));
      const attendant = (await getDoc(doc(ate, 'users', 'ate1'))).data()!;
      await denied(updateDoc(doc(ate, 'users', 'ate1'), changed(attendant, 'ate1', { role: 'advogado' })));
      const client = (await getDoc(doc(cli, 'users', 'cli1'))).data()!;
      await denied(updateDoc(doc(cli, 'users', 'cli1'), { ...client, role: 'advogado' }));
      // Someone else's profile.
      await denied(updateDoc(doc(adv, 'users', 'ate1'), changed(attendant, 'adv1', { displayName: 'Outro nome' })));
      // The profile screen: same role, new phone, the app's stamps.
      await updateDoc(doc(adv, 'users', 'adv1'), changed(mine, 'adv1', { phoneNumber: '11912345678' }));
      expect((await getDoc(doc(owner, 'users', 'adv1'))).get('phoneNumber')).toBe('11912345678');
      await denied(deleteDoc(doc(adv, 'users', 'adv1')));
    });

    it('an admin changes roles, creates profiles and hard-deletes', async () => {
      await bootstrapProfile(server!, project, 'ate2', 'atendente');
      const profile = (await getDoc(doc(admin, 'users', 'ate2'))).data()!;
      await updateDoc(doc(admin, 'users', 'ate2'), changed(profile, 'admin1', { role: 'advogado' }));
      expect((await getDoc(doc(owner, 'users', 'ate2'))).get('role')).toBe('advogado');
      await setDoc(doc(admin, 'users', 'admin2'), {
        ...profile,
        uid: 'admin2',
        role: 'admin',
        createdBy: 'admin1',
        updatedBy: 'admin1',
        serverTimestamp: serverTimestamp(),
      });
      await deleteDoc(doc(admin, 'users', 'admin2'));
      expect((await getDoc(doc(owner, 'users', 'admin2'))).exists()).toBe(false);
    });

    it('staff read the team; others read only their own profile', async () => {
      expect((await getDocs(collection(ate, 'users'))).size).toBeGreaterThanOrEqual(4);
      expect((await getDoc(doc(cli, 'users', 'cli1'))).exists()).toBe(true);
      await denied(getDoc(doc(cli, 'users', 'adv1')));
      await denied(getDocs(collection(cli, 'users')));
      await denied(getDoc(doc(nobody, 'users', 'adv1')));
      await denied(getDoc(doc(anon, 'users', 'adv1')));
    });
  });

  describe('staff access: a stranger who signs up reads nothing until an admin approves', () => {
    /** A stranger's sign-up as the app writes it (pending), plus `extra` fields they add themselves. */
    const signUp = (uid: string, extra: Data = {}) =>
      setDoc(doc(as(uid), 'users', uid), { ...profileDocument(uid, 'advogado'), ...extra });
    /** Everything a stranger would try once signed up: each must be refused. */
    async function readsNothing(fs: Firestore, uid: string) {
      await denied(getDocs(query(collection(fs, 'clients'), orderBy('serverTimestamp'), limit(10))));
      await denied(getDoc(doc(fs, 'clients', 'c-access')));
      await denied(getDocs(collection(fs, 'users')));
      await denied(getDocs(query(collection(fs, 'logs'), limit(5))));
      await denied(getDocs(query(collection(fs, 'messages'), limit(5))));
      await denied(setDoc(doc(fs, 'clients', `c-by-${uid}`), inserted('clients', uid, 20)));
      await denied(
        updateDoc(
          doc(fs, 'clients', 'c-access'),
          changed((await getDoc(doc(owner, 'clients', 'c-access'))).data()!, uid, { _deleted: true }),
        ),
      );
    }
    beforeAll(async () => {
      await setDoc(doc(adv, 'clients', 'c-access'), inserted('clients', 'adv1', 21));
    });

    it('writing any plausible approval field on their own sign-up is refused', async () => {
      for (const [i, extra] of [
        { status: 'active' },
        { status: 'approved' },
        { approved: true },
        { approvedBy: 'admin1', approvedAt: iso() },
        { disabled: false, active: true },
        { isAdmin: true },
        { claims: { role: 'admin' } },
        { role: 'admin', status: 'active' },
      ].entries()) {
        await denied(signUp(`forger-${i}`, extra));
      }
      // Without any status it is not a sign-up the rules know either.
      const { status: _none, ...noStatus } = profileDocument('forger-x', 'advogado');
      await denied(setDoc(doc(as('forger-x'), 'users', 'forger-x'), noStatus));
    });

    it('a pending account reads its own profile and nothing else, and cannot approve itself afterwards', async () => {
      await signUp('stranger');
      const fs = as('stranger');
      expect((await getDoc(doc(fs, 'users', 'stranger'))).get('status')).toBe('pending');
      await readsNothing(fs, 'stranger');
      const mine = (await getDoc(doc(fs, 'users', 'stranger'))).data()!;
      for (const patch of [
        { status: 'active' },
        { approved: true },
        { role: 'admin' },
        { _deleted: true },
        { displayName: 'Outro Nome' },
      ]) {
        await denied(updateDoc(doc(fs, 'users', 'stranger'), changed(mine, 'stranger', patch)));
      }
      await denied(setDoc(doc(fs, 'users', 'stranger'), { status: 'active' }, { merge: true }));
      await denied(deleteDoc(doc(fs, 'users', 'stranger')));
      // Another staff member (not an admin) cannot approve them either.
      await denied(updateDoc(doc(adv, 'users', 'stranger'), changed(mine, 'adv1', { status: 'active' })));
      expect((await getDoc(doc(owner, 'users', 'stranger'))).get('status')).toBe('pending');
    });

    it('an admin approves (choosing the role) and the account works; disabled, it is out at once; re-enabled, back', async () => {
      await signUp('newcomer');
      const fs = as('newcomer');
      const request = (await getDoc(doc(admin, 'users', 'newcomer'))).data()!;
      await updateDoc(
        doc(admin, 'users', 'newcomer'),
        changed(request, 'admin1', { status: 'active', role: 'atendente' }),
      );
      expect((await getDoc(doc(fs, 'clients', 'c-access'))).exists()).toBe(true);
      await setDoc(doc(fs, 'clients', 'c-by-newcomer'), inserted('clients', 'newcomer', 22));
      // An atendente now: deletes nothing, reads no audit trail.
      await denied(getDocs(query(collection(fs, 'logs'), limit(5))));

      const approved = (await getDoc(doc(admin, 'users', 'newcomer'))).data()!;
      await updateDoc(doc(admin, 'users', 'newcomer'), changed(approved, 'admin1', { status: 'disabled' }));
      await readsNothing(fs, 'newcomer');
      // Re-creating the profile (a removed member's old trick) is not a way back in.
      await denied(setDoc(doc(fs, 'users', 'newcomer'), profileDocument('newcomer', 'advogado')));
      const disabled = (await getDoc(doc(admin, 'users', 'newcomer'))).data()!;
      await updateDoc(doc(admin, 'users', 'newcomer'), changed(disabled, 'admin1', { status: 'active' }));
      expect((await getDoc(doc(fs, 'clients', 'c-access'))).exists()).toBe(true);
    });

    it('a refused account, a soft-deleted profile and a hard-deleted one that signs up again read nothing', async () => {
      await signUp('refused');
      const request = (await getDoc(doc(admin, 'users', 'refused'))).data()!;
      await updateDoc(doc(admin, 'users', 'refused'), changed(request, 'admin1', { status: 'refused' }));
      await readsNothing(as('refused'), 'refused');

      await bootstrapProfile(server!, project, 'leaver', 'advogado');
      const leaver = (await getDoc(doc(admin, 'users', 'leaver'))).data()!;
      await updateDoc(doc(admin, 'users', 'leaver'), changed(leaver, 'admin1', { _deleted: true }));
      await readsNothing(as('leaver'), 'leaver');

      await bootstrapProfile(server!, project, 'removed', 'advogado');
      await deleteDoc(doc(admin, 'users', 'removed'));
      await signUp('removed');
      await readsNothing(as('removed'), 'removed');
    });

    it('an active member edits only their personal data: not e-mail, role, status, uid or creation stamps', async () => {
      const mine = (await getDoc(doc(adv, 'users', 'adv1'))).data()!;
      for (const patch of [
        { email: 'outro@example.com' },
        { status: 'disabled' },
        { uid: 'x' },
        { createdBy: 'admin1' },
        { createdAt: iso() },
        { approvedBy: 'adv1' },
      ]) {
        await denied(updateDoc(doc(adv, 'users', 'adv1'), changed(mine, 'adv1', patch)));
      }
      await updateDoc(doc(adv, 'users', 'adv1'), changed(mine, 'adv1', { displayName: 'Pessoa adv1 Souza' }));
    });
  });

  describe('records keep who created them, and when', () => {
    it('a new record names its writer as creator; an edit never changes createdBy or createdAt', async () => {
      await denied(
        setDoc(doc(adv, 'clients', 'c-forged-creator'), { ...inserted('clients', 'adv1', 30), createdBy: 'ate1' }),
      );
      const ref = doc(adv, 'clients', 'c-created');
      const original = inserted('clients', 'adv1', 31);
      await setDoc(ref, original);
      await denied(updateDoc(ref, changed(original, 'adv1', { createdBy: 'ate1' })));
      await denied(updateDoc(ref, changed(original, 'adv1', { createdAt: '2020-01-01T00:00:00.000Z' })));
      await denied(updateDoc(doc(ate, 'clients', 'c-created'), changed(original, 'ate1', { createdBy: 'ate1' })));
      await updateDoc(doc(ate, 'clients', 'c-created'), changed(original, 'ate1', { notes: 'editado pela atendente' }));
    });
  });

  describe('DataJud (issue 16): what the backend brings cannot be forged by staff', () => {
    const datajud = {
      alias: 'tjsp',
      checkedAt: '2026-11-20T10:00:00.000Z',
      lastChangeAt: '2026-11-20T10:00:00.000Z',
      status: 'ok',
      newCount: 2,
    };

    it("proccess.datajud is the backend's; staff mark the news as seen (datajudSeenAt)", async () => {
      await denied(setDoc(doc(adv, 'proccess', 'p-dj-forged'), { ...inserted('proccess', 'adv1', 40), datajud }));
      // The backend (Admin SDK: the emulator's owner here) wrote the tracking state.
      const current = { ...inserted('proccess', 'adv1', 41), serverTimestamp: Timestamp.now(), datajud };
      await setDoc(doc(owner, 'proccess', 'p-dj'), current);
      await denied(
        updateDoc(doc(adv, 'proccess', 'p-dj'), changed(current, 'adv1', { datajud: { ...datajud, newCount: 0 } })),
      );
      await denied(
        updateDoc(
          doc(ate, 'proccess', 'p-dj'),
          changed(current, 'ate1', { datajud: { ...datajud, status: 'ok', alias: 'tjrj' } }),
        ),
      );
      await updateDoc(doc(ate, 'proccess', 'p-dj'), changed(current, 'ate1', { datajudSeenAt: datajud.lastChangeAt }));
      await updateDoc(doc(adv, 'proccess', 'p-dj'), changed(current, 'adv1', { subject: 'Assunto editado' }));
    });

    it("staff neither create nor rewrite source: 'datajud' entries; they choose whether the client sees one", async () => {
      await denied(
        setDoc(doc(adv, 'status_proccess', 's-dj-forged'), {
          ...inserted('status_proccess', 'adv1', 42),
          source: 'datajud',
        }),
      );
      const own = inserted('status_proccess', 'adv1', 43);
      await setDoc(doc(adv, 'status_proccess', 's-own'), own);
      await denied(updateDoc(doc(adv, 'status_proccess', 's-own'), changed(own, 'adv1', { source: 'datajud' })));

      const entry = {
        ...inserted('status_proccess', 'adv1', 44),
        createdBy: 'backend',
        updatedBy: 'backend',
        serverTimestamp: Timestamp.now(),
        source: 'datajud',
        movementCode: 12265,
      };
      await setDoc(doc(owner, 'status_proccess', 's-dj'), entry);
      await denied(updateDoc(doc(adv, 'status_proccess', 's-dj'), changed(entry, 'adv1', { status: 'Outro texto' })));
      await denied(
        updateDoc(doc(adv, 'status_proccess', 's-dj'), changed(entry, 'adv1', { date: '2020-01-01T00:00:00.000Z' })),
      );
      await denied(updateDoc(doc(adv, 'status_proccess', 's-dj'), changed(entry, 'adv1', { source: '' })));
      await updateDoc(
        doc(ate, 'status_proccess', 's-dj'),
        changed(entry, 'ate1', { visibleToClient: true, notifyClient: true }),
      );
      expect((await getDoc(doc(owner, 'status_proccess', 's-dj'))).get('visibleToClient')).toBe(true);
    });
  });

  for (const name of FIRM_COLLECTIONS) {
    describe(name, () => {
      it("an advogado creates, edits, soft-deletes and restores with the app's stamps; only an admin hard-deletes", async () => {
        const ref = doc(adv, name, `${name}-adv`);
        let current = inserted(name, 'adv1', 1);
        await setDoc(ref, current);
        const stored = await getDoc(ref);
        expect(stored.get('updatedBy')).toBe('adv1');
        expect(stored.get('serverTimestamp')).toBeInstanceOf(Timestamp);
        current = changed(current, 'adv1', sampleEdit(name) as Data);
        await updateDoc(ref, current);
        if (name === 'messages') {
          // Evidence: no message is hidden, not even by its author (issue 26).
          await denied(updateDoc(ref, changed(current, 'adv1', { _deleted: true })));
        } else {
          current = changed(current, 'adv1', { _deleted: true });
          await updateDoc(ref, current);
          expect((await getDoc(ref)).get('_deleted')).toBe(true);
          current = changed(current, 'adv1', { _deleted: false });
          await updateDoc(ref, current);
        }

        await denied(deleteDoc(ref));
        await deleteDoc(doc(admin, name, `${name}-adv`));
        expect((await getDoc(doc(owner, name, `${name}-adv`))).exists()).toBe(false);
      });

      it('every write carries its writer as updatedBy and the server time as serverTimestamp', async () => {
        const base = inserted(name, 'adv1', 2);
        const ref = doc(adv, name, `${name}-stamps`);
        await denied(setDoc(ref, { ...base, updatedBy: 'adv2' }));
        await denied(setDoc(ref, { ...base, serverTimestamp: Timestamp.now() }));
        const { serverTimestamp: _none, ...unstamped } = base;
        await denied(setDoc(ref, unstamped));
        await setDoc(ref, base);
        await denied(updateDoc(ref, { ...changed(base, 'adv1'), updatedBy: 'ate1' }));
        await denied(
          updateDoc(ref, { ...changed(base, 'adv1'), serverTimestamp: Timestamp.fromMillis(Date.now() + 60_000) }),
        );
        await denied(updateDoc(ref, { notes: 'sem carimbo' }));
      });

      if (ATTENDANT_WRITES.has(name)) {
        it('an atendente creates and edits, but never deletes (soft or hard)', async () => {
          const ref = doc(ate, name, `${name}-ate`);
          let current = inserted(name, 'ate1', 3);
          await setDoc(ref, current);
          current = changed(current, 'ate1', sampleEdit(name) as Data);
          await updateDoc(ref, current);
          await denied(updateDoc(ref, changed(current, 'ate1', { _deleted: true })));
          await denied(setDoc(doc(ate, name, `${name}-ate-deleted`), { ...inserted(name, 'ate1', 4), _deleted: true }));
          await denied(deleteDoc(ref));
          expect((await getDoc(ref)).get('_deleted')).toBe(false);
        });
      } else {
        it('an atendente reads it but writes nothing', async () => {
          await setDoc(doc(adv, name, `${name}-for-ate`), inserted(name, 'adv1', 5));
          const existing = await getDoc(doc(ate, name, `${name}-for-ate`));
          expect(existing.exists()).toBe(true);
          await denied(setDoc(doc(ate, name, `${name}-ate`), inserted(name, 'ate1', 6)));
          await denied(
            updateDoc(doc(ate, name, `${name}-for-ate`), changed(existing.data()!, 'ate1', sampleEdit(name) as Data)),
          );
        });
      }

      it('people without a staff profile neither read nor write it', async () => {
        await setDoc(doc(adv, name, `${name}-closed`), inserted(name, 'adv1', 7));
        for (const [who, fs, uid] of [
          ['sem perfil', nobody, 'sem-perfil'],
          ['anônimo', anon, 'anon'],
          ['cliente', cli, 'cli1'],
        ] as const) {
          await denied(setDoc(doc(fs, name, `${name}-by-${uid}`), inserted(name, uid, 8)));
          await denied(getDocs(query(collection(fs, name), orderBy('serverTimestamp'), limit(10))));
          if (who !== 'cliente') await denied(getDoc(doc(fs, name, `${name}-closed`)));
        }
      });
    });
  }

  // The definitions' read scopes feed the replication's pulls and the docs' collections table:
  // they must say what the rules grant, or a role's device would pull what it may not read.
  it("each collection's definition names the staff roles the rules let list it; no cliente lists any", async () => {
    const staff = { admin, advogado: adv, atendente: ate } as const;
    for (const name of COLLECTION_NAMES) {
      const readers: readonly string[] = COLLECTION_DEFINITIONS[name].read.staff;
      for (const [role, fs] of Object.entries(staff)) {
        const list = getDocs(query(collection(fs, name), orderBy('serverTimestamp'), limit(1)));
        if (readers.includes(role)) await expect(list, `${role} lists ${name}`).resolves.toBeDefined();
        else await expect(list, `${role} lists ${name}`).rejects.toMatchObject({ code: 'permission-denied' });
      }
      await denied(getDocs(query(collection(cli, name), orderBy('serverTimestamp'), limit(1))));
    }
  });

  describe('logs', () => {
    function entry(uid: string, n: number): Data {
      const t = iso();
      return {
        actorUid: uid,
        action: 'create',
        collectionName: 'clients',
        documentId: `c-${n}`,
        summary: `Criou "Cliente ${n}"`,
        deviceTime: t,
        conflict: null,
        createdAt: t,
        createdBy: uid,
        updatedAt: t,
        updatedBy: uid,
        _deleted: false,
        serverTimestamp: serverTimestamp(),
      };
    }

    it('staff (atendente too: the app audits their writes) append entries as themselves, with the server time', async () => {
      await setDoc(doc(adv, 'logs', 'log-adv'), entry('adv1', 1));
      await setDoc(doc(ate, 'logs', 'log-ate'), entry('ate1', 2));
      await denied(setDoc(doc(adv, 'logs', 'log-forged'), entry('ate1', 3)));
      await denied(setDoc(doc(adv, 'logs', 'log-clock'), { ...entry('adv1', 4), serverTimestamp: Timestamp.now() }));
      await denied(setDoc(doc(cli, 'logs', 'log-cli'), entry('cli1', 5)));
      await denied(setDoc(doc(nobody, 'logs', 'log-nobody'), entry('sem-perfil', 6)));
    });

    it('are create-only for everyone: no rewriting, hiding, re-stamping or deleting, not even by an admin', async () => {
      const original = entry('adv1', 10);
      await setDoc(doc(adv, 'logs', 'log-fixed'), original);
      await denied(updateDoc(doc(adv, 'logs', 'log-fixed'), { ...original, summary: 'Nada aconteceu' }));
      await denied(updateDoc(doc(ate, 'logs', 'log-fixed'), { ...original, actorUid: 'ate1', updatedBy: 'ate1' }));
      await denied(updateDoc(doc(admin, 'logs', 'log-fixed'), { ...original, summary: 'Reescrito pelo admin' }));
      await denied(updateDoc(doc(adv, 'logs', 'log-fixed'), { ...original, _deleted: true }));
      await denied(updateDoc(doc(admin, 'logs', 'log-fixed'), { _deleted: true }));
      // The year-2999 trick: a stamp far ahead would hold every later entry back on other devices.
      await denied(
        updateDoc(doc(adv, 'logs', 'log-fixed'), {
          serverTimestamp: Timestamp.fromDate(new Date('2999-01-01T00:00:00Z')),
        }),
      );
      await denied(updateDoc(doc(adv, 'logs', 'log-fixed'), { ...original, serverTimestamp: serverTimestamp() }));
      await denied(
        setDoc(doc(adv, 'logs', 'log-future'), {
          ...entry('adv1', 11),
          serverTimestamp: Timestamp.fromDate(new Date('2999-01-01T00:00:00Z')),
        }),
      );
      await denied(setDoc(doc(adv, 'logs', 'log-hidden'), { ...entry('adv1', 12), _deleted: true }));
      await denied(deleteDoc(doc(adv, 'logs', 'log-fixed')));
      await denied(deleteDoc(doc(admin, 'logs', 'log-fixed')));
      // A device time after the server's is refused (issue 26; see 'the audit trail cannot be backdated').
      await denied(
        setDoc(doc(adv, 'logs', 'log-wrong-clock'), { ...entry('adv1', 13), deviceTime: '2999-01-01T00:00:00.000Z' }),
      );
      expect((await getDoc(doc(owner, 'logs', 'log-fixed'))).data()).toMatchObject({
        summary: original.summary,
        _deleted: false,
      });
    });

    it('the audit trail cannot be backdated or post-dated: deviceTime and createdAt may precede the server time (offline work), never follow it (issue 26)', async () => {
      const at = (ms: number) => new Date(Date.now() + ms).toISOString();
      const MIN = 60_000;
      const DAY = 24 * 60 * MIN;
      const timed = (n: number, t: string, field: 'deviceTime' | 'createdAt' | 'both' = 'both') => ({
        ...entry('adv1', n),
        ...(field !== 'createdAt' ? { deviceTime: t } : {}),
        ...(field !== 'deviceTime' ? { createdAt: t } : {}),
      });
      // Offline work, pushed later: hours, days, up to the month the rules allow.
      await setDoc(doc(adv, 'logs', 'log-offline-1h'), timed(20, at(-60 * MIN)));
      await setDoc(doc(adv, 'logs', 'log-offline-13d'), timed(21, at(-13 * DAY)));
      // A device clock slightly fast (under 5 minutes).
      await setDoc(doc(adv, 'logs', 'log-fast-clock'), timed(22, at(2 * MIN)));
      // Backdated to make an action look older, or post-dated to sort on top / hold later ones back.
      for (const [i, [t, field]] of (
        [
          [at(-31 * DAY), 'both'],
          ['2020-01-01T00:00:00.000Z', 'deviceTime'],
          ['2020-01-01T00:00:00.000Z', 'createdAt'],
          [at(10 * MIN), 'deviceTime'],
          [at(10 * MIN), 'createdAt'],
          ['2999-01-01T00:00:00.000Z', 'both'],
          ['ontem', 'deviceTime'],
          ['2026-11-27 10:00', 'deviceTime'],
        ] as const
      ).entries()) {
        await denied(setDoc(doc(adv, 'logs', `log-dated-${i}`), timed(30 + i, t, field)));
      }
      // Not even an admin.
      await denied(
        setDoc(doc(admin, 'logs', 'log-admin-backdated'), {
          ...entry('admin1', 40),
          deviceTime: '2020-01-01T00:00:00.000Z',
          createdAt: '2020-01-01T00:00:00.000Z',
        }),
      );
    });

    it('atendentes write entries but neither list nor read the trail (only their own entry, by id: the push checks it)', async () => {
      await setDoc(doc(ate, 'logs', 'log-ate-own'), entry('ate1', 14));
      expect((await getDoc(doc(ate, 'logs', 'log-ate-own'))).exists()).toBe(true);
      expect((await getDoc(doc(ate, 'logs', 'log-not-there'))).exists()).toBe(false);
      await denied(getDoc(doc(ate, 'logs', 'log-fixed')));
      await denied(getDocs(query(collection(ate, 'logs'), orderBy('serverTimestamp'), limit(10))));
      await denied(getDocs(query(collection(ate, 'logs'), where('actorUid', '==', 'ate1'))));
      expect(
        (await getDocs(query(collection(adv, 'logs'), orderBy('serverTimestamp'), limit(50)))).size,
      ).toBeGreaterThan(0);
    });
  });

  describe('a cliente (mobile app)', () => {
    beforeAll(async () => {
      // Clients who consented to messages (LGPD): staff write to them below.
      const consent = { messaging: true, date: iso(), purpose: 'Avisos' };
      // Staff register the clients; the backend links their app accounts (appUid is its own, issue 37).
      await setDoc(doc(adv, 'clients', 'c-own'), { ...inserted('clients', 'adv1'), consent });
      await setDoc(doc(adv, 'clients', 'c-other'), { ...inserted('clients', 'adv1'), consent });
      await setDoc(doc(owner, 'clients', 'c-own'), { appUid: 'cli1' }, { merge: true });
      await setDoc(doc(owner, 'clients', 'c-other'), { appUid: 'someone-else' }, { merge: true });
      await setDoc(doc(adv, 'chats', 'chat-own'), { ...inserted('chats', 'adv1'), clientId: 'c-own' });
      await setDoc(doc(adv, 'chats', 'chat-other'), { ...inserted('chats', 'adv1'), clientId: 'c-other' });
      await setDoc(doc(adv, 'messages', 'm-own'), { ...inserted('messages', 'adv1'), chatId: 'chat-own' });
      await setDoc(doc(adv, 'messages', 'm-other'), { ...inserted('messages', 'adv1'), chatId: 'chat-other' });
      await setDoc(doc(adv, 'proccess', 'p-own'), { ...inserted('proccess', 'adv1'), clientId: 'c-own' });
      await setDoc(doc(adv, 'proccess', 'p-other'), { ...inserted('proccess', 'adv1'), clientId: 'c-other' });
      await setDoc(doc(adv, 'status_proccess', 's-visible'), {
        ...inserted('status_proccess', 'adv1'),
        processId: 'p-own',
        clientId: 'c-own',
        visibleToClient: true,
      });
      await setDoc(doc(adv, 'status_proccess', 's-internal'), {
        ...inserted('status_proccess', 'adv1'),
        processId: 'p-own',
        clientId: 'c-own',
        visibleToClient: false,
      });
      await setDoc(doc(adv, 'status_proccess', 's-other'), {
        ...inserted('status_proccess', 'adv1'),
        processId: 'p-other',
        clientId: 'c-other',
        visibleToClient: true,
      });
      await setDoc(doc(adv, 'faq', 'faq-published'), { ...inserted('faq', 'adv1'), published: true });
      await setDoc(doc(adv, 'faq', 'faq-draft'), { ...inserted('faq', 'adv1'), published: false });
      await setDoc(doc(adv, 'faq', 'faq-deleted'), { ...inserted('faq', 'adv1'), published: true, _deleted: true });
    });

    it('reads their own client record, its chats, messages and processes, and nothing of other clients', async () => {
      for (const [name, id] of [
        ['clients', 'c-own'],
        ['chats', 'chat-own'],
        ['messages', 'm-own'],
        ['proccess', 'p-own'],
      ] as const) {
        expect((await getDoc(doc(cli, name, id))).exists(), `${name}/${id}`).toBe(true);
      }
      for (const [name, id] of [
        ['clients', 'c-other'],
        ['chats', 'chat-other'],
        ['messages', 'm-other'],
        ['proccess', 'p-other'],
      ] as const) {
        await denied(getDoc(doc(cli, name, id)));
      }
      // The mobile app's query for "my record".
      const mine = await getDocs(query(collection(cli, 'clients'), where('appUid', '==', 'cli1')));
      expect(mine.docs.map((d) => d.id)).toEqual(['c-own']);
    });

    it('a revoked client account (status disabled by the backend) reads nothing any more', async () => {
      await bootstrapProfile(server!, project, 'cli-revoked', 'cliente');
      await setDoc(doc(adv, 'clients', 'c-revoked'), inserted('clients', 'adv1'));
      await setDoc(doc(owner, 'clients', 'c-revoked'), { appUid: 'cli-revoked' }, { merge: true });
      const revoked = as('cli-revoked');
      expect((await getDoc(doc(revoked, 'clients', 'c-revoked'))).exists()).toBe(true);
      await setDoc(doc(owner, 'users', 'cli-revoked'), { status: 'disabled' }, { merge: true });
      await denied(getDoc(doc(revoked, 'clients', 'c-revoked')));
      await denied(getDocs(query(collection(revoked, 'clients'), where('appUid', '==', 'cli-revoked'))));
    });

    it('sees only the timeline entries marked visibleToClient, and only published, live FAQ entries', async () => {
      expect((await getDoc(doc(cli, 'status_proccess', 's-visible'))).exists()).toBe(true);
      await denied(getDoc(doc(cli, 'status_proccess', 's-internal')));
      await denied(getDoc(doc(cli, 'status_proccess', 's-other')));
      expect((await getDoc(doc(cli, 'faq', 'faq-published'))).exists()).toBe(true);
      await denied(getDoc(doc(cli, 'faq', 'faq-draft')));
      await denied(getDoc(doc(cli, 'faq', 'faq-deleted')));
    });

    it("writes none of the firm's data (not even their own record); sends messages in their own chat, as themselves", async () => {
      const own = (await getDoc(doc(cli, 'clients', 'c-own'))).data()!;
      await denied(updateDoc(doc(cli, 'clients', 'c-own'), changed(own, 'cli1', { notes: 'mudei' })));
      await setDoc(doc(cli, 'messages', 'm-by-cli'), {
        ...inserted('messages', 'cli1'),
        chatId: 'chat-own',
        side: 'cliente',
      });
      await denied(
        setDoc(doc(cli, 'messages', 'm-by-cli-other'), {
          ...inserted('messages', 'cli1'),
          chatId: 'chat-other',
          side: 'cliente',
        }),
      );
      await denied(
        setDoc(doc(cli, 'messages', 'm-cli-as-staff'), {
          ...inserted('messages', 'cli1'),
          chatId: 'chat-own',
          side: 'staff',
        }),
      );
      await denied(
        setDoc(doc(cli, 'messages', 'm-cli-as-adv'), {
          ...inserted('messages', 'cli1'),
          chatId: 'chat-own',
          side: 'cliente',
          authorUid: 'adv1',
        }),
      );
    });

    it('staff cannot re-point a conversation or a process to another client (issue 26)', async () => {
      const chat = (await getDoc(doc(adv, 'chats', 'chat-own'))).data()!;
      await denied(updateDoc(doc(adv, 'chats', 'chat-own'), changed(chat, 'adv1', { clientId: 'c-other' })));
      await denied(updateDoc(doc(admin, 'chats', 'chat-own'), changed(chat, 'admin1', { clientId: 'c-other' })));
      await updateDoc(doc(ate, 'chats', 'chat-own'), changed(chat, 'ate1', { status: 'aguardando' }));
      const process = (await getDoc(doc(adv, 'proccess', 'p-own'))).data()!;
      await denied(updateDoc(doc(adv, 'proccess', 'p-own'), changed(process, 'adv1', { clientId: 'c-other' })));
      await denied(updateDoc(doc(admin, 'proccess', 'p-own'), changed(process, 'admin1', { clientId: 'c-other' })));
      await updateDoc(doc(adv, 'proccess', 'p-own'), changed(process, 'adv1', { currentStatus: 'Sentença' }));
    });

    it('messages are evidence, for everyone (issue 26): no hiding a client\u2019s message, no swapped or outside file, no sending time in the past or the future', async () => {
      const at = (ms: number) => new Date(Date.now() + ms).toISOString();
      const MIN = 60_000;
      const DAY = 24 * 60 * MIN;
      const fromClient = (await getDoc(doc(adv, 'messages', 'm-by-cli'))).data()!;
      for (const [who, fs, uid] of [
        ['advogado', adv, 'adv1'],
        ['atendente', ate, 'ate1'],
        ['admin', admin, 'admin1'],
      ] as const) {
        await denied(updateDoc(doc(fs, 'messages', 'm-by-cli'), changed(fromClient, uid, { _deleted: true })));
        expect(who).toBeTruthy();
      }
      // sentAt (the chat sorts by it): offline work precedes the server time; nothing follows it or goes back years.
      const staffMessage = (id: string, patch: Data) =>
        setDoc(doc(adv, 'messages', id), { ...inserted('messages', 'adv1'), chatId: 'chat-own', ...patch });
      await staffMessage('m-offline-3d', { sentAt: at(-3 * DAY) });
      await staffMessage('m-fast-clock', { sentAt: at(2 * MIN) });
      await denied(staffMessage('m-2020', { sentAt: '2020-01-01T00:00:00.000Z' }));
      await denied(staffMessage('m-31d', { sentAt: at(-31 * DAY) }));
      await denied(staffMessage('m-future', { sentAt: at(10 * MIN) }));
      await denied(staffMessage('m-2999', { sentAt: '2999-01-01T00:00:00.000Z' }));
      await denied(staffMessage('m-no-time', { sentAt: 'agora' }));
      await denied(
        setDoc(doc(cli, 'messages', 'm-cli-2020'), {
          ...inserted('messages', 'cli1'),
          chatId: 'chat-own',
          side: 'cliente',
          sentAt: '2020-01-01T00:00:00.000Z',
        }),
      );
      // Files: in the message's own folder, at most 5, linked once to that object's own URL.
      // The app's own paths (storagePathFor) and, once uploaded, Storage's download URL for that object.
      const path = (m: string, n = 0) => storagePathFor('chat-own', m, n, 'procuração.pdf');
      const file = (m: string, url: string | null = null, n = 0) => ({
        name: 'procuração.pdf',
        type: 'application/pdf',
        size: 1000,
        storagePath: path(m, n),
        downloadUrl: url,
      });
      const ownUrl = (m: string, token = 'abc') =>
        `https://firebasestorage.googleapis.com/v0/b/demo-advocacia.appspot.com/o/${encodeURIComponent(path(m))}?alt=media&token=${token}`;
      await staffMessage('m-file', { text: '', attachments: [file('m-file')] });
      await denied(
        staffMessage('m-file-out', {
          text: '',
          attachments: [file('m-file-out', 'https://golpe.example/procuracao.pdf')],
        }),
      );
      await denied(staffMessage('m-file-other', { text: '', attachments: [file('m-file')] }));
      await denied(
        staffMessage('m-file-six', {
          text: '',
          attachments: [0, 1, 2, 3, 4, 5].map((n) => file('m-file-six', null, n)),
        }),
      );
      const ref = doc(adv, 'messages', 'm-file');
      const sent = (await getDoc(ref)).data()!;
      await denied(
        updateDoc(
          ref,
          changed(sent, 'adv1', { attachments: [file('m-file', 'https://golpe.example/procuracao.pdf')] }),
        ),
      );
      await denied(updateDoc(ref, changed(sent, 'adv1', { attachments: [] })));
      await denied(updateDoc(ref, changed(sent, 'adv1', { attachments: [{ ...file('m-file'), name: 'outra.pdf' }] })));
      await denied(updateDoc(ref, changed(sent, 'adv1', { attachments: [file('m-file'), file('m-file', null, 1)] })));
      await denied(
        updateDoc(
          ref,
          changed(sent, 'adv1', { attachments: [file('m-file', ownUrl('m-file').replace('m-file', 'm-outra'))] }),
        ),
      );
      // The upload queue links the file's own URL (linkAttachmentUrl): goes through, once.
      await updateDoc(ref, changed(sent, 'adv1', { attachments: [file('m-file', ownUrl('m-file'))] }));
      const linked = (await getDoc(ref)).data()!;
      await denied(
        updateDoc(ref, changed(linked, 'adv1', { attachments: [file('m-file', ownUrl('m-file', 'outro-token'))] })),
      );
      await denied(updateDoc(ref, changed(linked, 'adv1', { attachments: [file('m-file')] })));
      await updateDoc(ref, changed(linked, 'adv1', { readAt: iso() }));
    });

    it('staff cannot forge the client side or rewrite what was sent; marking as read goes through', async () => {
      await denied(
        setDoc(doc(adv, 'messages', 'm-forged-side'), {
          ...inserted('messages', 'adv1'),
          chatId: 'chat-own',
          side: 'cliente',
        }),
      );
      await denied(
        setDoc(doc(adv, 'messages', 'm-forged-author'), {
          ...inserted('messages', 'adv1'),
          chatId: 'chat-own',
          authorUid: 'cli1',
        }),
      );
      const fromClient = (await getDoc(doc(adv, 'messages', 'm-by-cli'))).data()!;
      for (const patch of [
        { text: 'Desisto da ação' },
        { side: 'staff' },
        { authorUid: 'adv1' },
        { chatId: 'chat-other' },
        { sentAt: '2020-01-01T00:00:00.000Z' },
      ]) {
        await denied(updateDoc(doc(adv, 'messages', 'm-by-cli'), changed(fromClient, 'adv1', patch)));
      }
      const sent = (await getDoc(doc(adv, 'messages', 'm-own'))).data()!;
      await denied(updateDoc(doc(admin, 'messages', 'm-own'), changed(sent, 'admin1', { text: 'Outro texto' })));
      await updateDoc(doc(ate, 'messages', 'm-by-cli'), changed(fromClient, 'ate1', { readAt: iso() }));
    });
  });

  describe('push notifications: expoToken and notifications (mobile app, backend)', () => {
    const tokenDoc = (n = 1) => ({
      tokens: Array.from({ length: n }, (_, i) => `ExponentPushToken[device-${i}]`),
      updatedAt: iso(),
    });

    it('a client registers, reads and removes only their own push tokens, in the expected shape', async () => {
      await setDoc(doc(cli, 'expoToken', 'cli1'), tokenDoc(2));
      expect((await getDoc(doc(cli, 'expoToken', 'cli1'))).get('tokens')).toHaveLength(2);
      await denied(setDoc(doc(cli, 'expoToken', 'adv1'), tokenDoc()));
      await denied(setDoc(doc(cli, 'expoToken', 'cli1'), { ...tokenDoc(), role: 'admin' }));
      await denied(setDoc(doc(cli, 'expoToken', 'cli1'), { tokens: 'ExponentPushToken[x]', updatedAt: iso() }));
      await denied(setDoc(doc(cli, 'expoToken', 'cli1'), tokenDoc(11)));
      // Staff and strangers neither read nor write a client's tokens (the backend does, as admin).
      await denied(getDoc(doc(adv, 'expoToken', 'cli1')));
      await denied(setDoc(doc(adv, 'expoToken', 'adv1'), tokenDoc()));
      await denied(setDoc(doc(nobody, 'expoToken', 'sem-perfil'), tokenDoc()));
      await deleteDoc(doc(cli, 'expoToken', 'cli1'));
      expect((await getDoc(doc(owner, 'expoToken', 'cli1'))).exists()).toBe(false);
    });

    it('notifications are written by the backend only; a client reads their own, admins and advogados all', async () => {
      const sent = { uid: 'cli1', kind: 'mensagem', title: 'Nova mensagem do escritório', sentAt: iso(), result: 'ok' };
      await setDoc(doc(owner, 'notifications', 'n-own'), sent);
      await setDoc(doc(owner, 'notifications', 'n-other'), { ...sent, uid: 'someone-else' });
      expect((await getDoc(doc(cli, 'notifications', 'n-own'))).exists()).toBe(true);
      await denied(getDoc(doc(cli, 'notifications', 'n-other')));
      expect((await getDocs(query(collection(cli, 'notifications'), where('uid', '==', 'cli1')))).size).toBe(1);
      expect((await getDoc(doc(adv, 'notifications', 'n-other'))).exists()).toBe(true);
      await denied(getDoc(doc(ate, 'notifications', 'n-own')));
      for (const fs of [cli, adv, admin]) await denied(setDoc(doc(fs, 'notifications', 'n-forged'), sent));
      await denied(updateDoc(doc(cli, 'notifications', 'n-own'), { result: 'lida' }));
    });

    it("staff Web Push subscriptions (expoToken/{uid}/webPush) and the staff alert ledger are the backend's alone", async () => {
      const sub = {
        kind: 'web-push',
        uid: 'adv1',
        deviceId: 'tablet-1',
        endpoint: 'https://push.example/abc',
        keys: { p256dh: 'p256dh', auth: 'auth' },
        userAgent: 'Chrome',
        createdAt: iso(),
        lastSentAt: '',
      };
      await setDoc(doc(owner, 'expoToken', 'adv1', 'webPush', 'tablet-1'), sub);
      // Nobody reads a subscription, not even its owner (the API is the way in, issue 36)…
      for (const fs of [adv, admin, ate, cli]) {
        await denied(getDoc(doc(fs, 'expoToken', 'adv1', 'webPush', 'tablet-1')));
        await denied(getDocs(collection(fs, 'expoToken', 'adv1', 'webPush')));
      }
      // …nor writes or deletes one, their own or another's.
      await denied(setDoc(doc(adv, 'expoToken', 'adv1', 'webPush', 'tablet-2'), { ...sub, deviceId: 'tablet-2' }));
      await denied(setDoc(doc(ate, 'expoToken', 'adv1', 'webPush', 'tablet-2'), { ...sub, deviceId: 'tablet-2' }));
      await denied(
        updateDoc(doc(adv, 'expoToken', 'adv1', 'webPush', 'tablet-1'), { endpoint: 'https://evil.example/' }),
      );
      await denied(deleteDoc(doc(adv, 'expoToken', 'adv1', 'webPush', 'tablet-1')));
      await denied(deleteDoc(doc(admin, 'expoToken', 'adv1', 'webPush', 'tablet-1')));
      // A client's own expoToken/{uid} rights do not reach a staff subcollection of theirs either.
      await denied(setDoc(doc(cli, 'expoToken', 'cli1', 'webPush', 'x'), { ...sub, uid: 'cli1' }));
      // The ledger of staff alerts: server-side only.
      await setDoc(doc(owner, 'staff_alerts', 'prazo-e1~adv1~tablet-1'), { audience: 'staff', uid: 'adv1' });
      for (const fs of [adv, admin, ate, cli]) {
        await denied(getDoc(doc(fs, 'staff_alerts', 'prazo-e1~adv1~tablet-1')));
        await denied(setDoc(doc(fs, 'staff_alerts', 'forged~adv1~tablet-1'), { audience: 'staff', uid: 'adv1' }));
      }
      expect((await getDoc(doc(owner, 'expoToken', 'adv1', 'webPush', 'tablet-1'))).get('endpoint')).toBe(sub.endpoint);
    });
  });

  describe('tickets (read live by staff, opened by clients)', () => {
    it('a cliente opens one; staff list the open ones and update them; others are kept out', async () => {
      const t = iso();
      await setDoc(doc(cli, 'tickets', 'tk-1'), {
        status: 'aberto',
        subject: 'Dúvida',
        clientId: 'c-own',
        clientUid: 'cli1',
        createdAt: t,
      });
      // Only for their own client record.
      await denied(
        setDoc(doc(cli, 'tickets', 'tk-other'), { status: 'aberto', subject: 'x', clientId: 'c-other', createdAt: t }),
      );
      await denied(setDoc(doc(cli, 'tickets', 'tk-none'), { status: 'aberto', subject: 'x', createdAt: t }));
      expect((await getDoc(doc(cli, 'tickets', 'tk-1'))).exists()).toBe(true);
      await denied(setDoc(doc(adv, 'tickets', 'tk-2'), { status: 'aberto', subject: 'x', createdAt: t }));
      // observeOpenTickets' query.
      const open = query(
        collection(ate, 'tickets'),
        where('status', '==', 'aberto'),
        orderBy('createdAt', 'desc'),
        limit(50),
      );
      expect((await getDocs(open)).docs.map((d) => d.id)).toEqual(['tk-1']);
      await updateDoc(doc(ate, 'tickets', 'tk-1'), { status: 'em_atendimento' });
      await denied(getDoc(doc(nobody, 'tickets', 'tk-1')));
      await denied(getDoc(doc(anon, 'tickets', 'tk-1')));
      await denied(deleteDoc(doc(adv, 'tickets', 'tk-1')));
    });

    it('a cliente\u2019s ticket claims no staff role, no other author and no status but open (issue 26)', async () => {
      const t = iso();
      const base = { status: 'aberto', subject: 'Dúvida', clientId: 'c-own', clientUid: 'cli1', createdAt: t };
      for (const [i, claim] of [
        { status: 'resolvido' },
        { status: 'em_atendimento' },
        { side: 'staff' },
        { role: 'advogado' },
        { createdBy: 'adv1' },
        { authorUid: 'adv1' },
        { uid: 'adv1' },
        { clientUid: 'adv1' },
        { updatedBy: 'admin1' },
        { assignedUid: 'adv1' },
        { answeredBy: 'adv1' },
        { isStaff: true },
      ].entries()) {
        await denied(setDoc(doc(cli, 'tickets', `tk-claim-${i}`), { ...base, ...claim }));
      }
      await setDoc(doc(cli, 'tickets', 'tk-plain'), { ...base, createdBy: 'cli1', side: 'cliente' });
    });
  });
});

/**
 * The app itself against the rules: the repository writes and the replication pushes, as
 * on a device. One project per test. A refused push shows up in the replication's errors
 * (and as 'Sem permissão' in the shell), so "no errors" here means "the rules took it all".
 */
describe.skipIf(!server)("firestore.rules: the app's own writes through the replication", { timeout: 120_000 }, () => {
  const devices: TestDevice[] = [];
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((d) => d.close()));
  });

  async function serverState(d: TestDevice, name: string, id: string): Promise<Data | undefined> {
    return (await getDoc(doc(d.client.firestore, name, id))).data();
  }

  /**
   * What the app writes, record by record: the client has messaging consent, the chat is with
   * that client, and a message goes into that chat once both are on the server, sent now —
   * the rules check the consent of an existing chat's client and bound sentAt (issue 26).
   */
  async function createAll(
    names: readonly FirmCollection[],
    opts: { db: TestDevice['db']; actorUid: string },
    rep: { awaitInSync(ms?: number): Promise<void> },
  ) {
    const ids = new Map<FirmCollection, string>();
    const sample = (name: FirmCollection, i: number): Data => {
      const data = sampleData(name, i, opts.actorUid) as unknown as Data;
      if (name === 'clients') return { ...data, consent: { messaging: true, date: iso(), purpose: 'Avisos' } };
      if (name === 'chats' || name === 'proccess') return { ...data, clientId: ids.get('clients') };
      // A timeline entry belongs to its process, and to that process's client (issue 37).
      if (name === 'status_proccess') return { ...data, processId: ids.get('proccess'), clientId: ids.get('clients') };
      if (name === 'messages') return { ...data, chatId: ids.get('chats'), sentAt: iso() };
      return data;
    };
    const create = async (name: FirmCollection, i: number) => {
      const created = await createDoc(name, sample(name, i) as never, opts);
      ids.set(name, created.id);
      await updateLocal(name, created.id, sampleEdit(name), opts);
    };
    for (const [i, name] of names.entries()) if (name !== 'messages') await create(name, i);
    await rep.awaitInSync(60_000);
    if (names.includes('messages')) await create('messages', names.indexOf('messages'));
    return ids;
  }

  it('an approved advogado creates, edits, soft-deletes and restores in every collection: all accepted', async () => {
    const project = uniqueProjectId('demo-rules-app');
    // All 13 collections, as the app opens them (no other database is open in this worker).
    // The profile: signed up (pending) and approved by an admin before the replica syncs.
    const d = await createDevice(server!, project, {
      uid: 'ana',
      role: 'advogado',
      collections: ['users', 'logs', ...FIRM_COLLECTIONS],
    });
    devices.push(d);
    const rep = d.startSync();
    await waitFor('own profile pulled', () => d.db.users.findOne('ana').exec());
    await rep.awaitInSync(60_000);

    const opts = { db: d.db, actorUid: 'ana' };
    const ids = await createAll(FIRM_COLLECTIONS, opts, rep);
    await rep.awaitInSync(60_000);
    // Messages are evidence: never soft-deleted (issue 26; part 1, 'messages are evidence').
    const deletable = FIRM_COLLECTIONS.filter((name) => name !== 'messages');
    for (const name of deletable) await softDeleteDoc(name, ids.get(name)!, opts);
    await rep.awaitInSync(60_000);
    for (const name of deletable) {
      expect((await serverState(d, name, ids.get(name)!))?._deleted, name).toBe(true);
      await restoreDoc(name, ids.get(name)!, opts);
    }
    await rep.awaitInSync(60_000);
    expect(d.errors.map((e) => errorTitle(e))).toEqual([]);
    expect(await rep.countPendingWrites()).toBe(0);

    for (const name of FIRM_COLLECTIONS) {
      const onServer = await serverState(d, name, ids.get(name)!);
      expect(onServer, name).toMatchObject({
        ...sampleEdit(name),
        _deleted: false,
        createdBy: 'ana',
        updatedBy: 'ana',
      });
      expect(onServer?.serverTimestamp, name).toBeInstanceOf(Timestamp);
    }
    const logs = await getDocs(query(collection(d.client.firestore, 'logs'), where('actorUid', '==', 'ana')));
    // Says which entry is one too many or missing, should it ever differ.
    const entries = logs.docs.map((l) => `${String(l.get('action'))}: ${String(l.get('summary'))}`).sort();
    expect(logs.size, entries.join('\n')).toBe(FIRM_COLLECTIONS.length * 4 - 2);
  });

  it("an atendente's writes in their areas go through; their soft delete is refused and set aside, nothing left pending", async () => {
    const project = uniqueProjectId('demo-rules-app');
    const areas = FIRM_COLLECTIONS.filter((n) => ATTENDANT_WRITES.has(n));
    const d = await createDevice(server!, project, { uid: 'bia', role: 'atendente', collections: ['logs', ...areas] });
    devices.push(d);
    // As session-sync starts it for an atendente: audit entries go up, none come down.
    const rep = d.startSync({ pushOnly: ['logs'] });
    const opts = { db: d.db, actorUid: 'bia' };
    const ids = await createAll(areas, opts, rep);
    await rep.awaitInSync(60_000);
    expect(d.errors).toEqual([]);
    for (const name of areas)
      expect(await serverState(d, name, ids.get(name)!), name).toMatchObject({ ...sampleEdit(name), updatedBy: 'bia' });

    // The UI hides "Excluir" from an atendente; if a delete still happens, the server refuses
    // it: the deletion is set aside with its reason, the record goes back to the server's state
    // and nothing stays queued (issue 12; test/data/refused-writes.test.ts).
    const clientId = ids.get('clients')!;
    const refused: { collection: string; documentId: string; code: string }[] = [];
    const sub = rep.refused$.subscribe((r) => refused.push(r));
    await softDeleteDoc('clients', clientId, opts);
    await waitFor('the deletion set aside', () => refused.length > 0);
    sub.unsubscribe();
    expect(refused).toEqual([
      expect.objectContaining({ collection: 'clients', documentId: clientId, code: 'permission-denied' }),
    ]);
    await rep.awaitInSync(60_000);
    expect(d.errors).toEqual([]);
    expect((await serverState(d, 'clients', clientId))?._deleted).toBe(false);
    expect(await rep.countPendingWrites()).toBe(0);
  });

  it('an admin changes a colleague’s role through the app; an advogado who tries it on themselves is refused', async () => {
    const project = uniqueProjectId('demo-rules-app');
    await bootstrapProfile(server!, project, 'caio', 'atendente');
    const adminDevice = await createDevice(server!, project, {
      uid: 'root',
      role: 'admin',
      collections: ['users', 'logs'],
    });
    devices.push(adminDevice);
    const rep = adminDevice.startSync();
    await waitFor('team pulled', () => adminDevice.db.users.findOne('caio').exec());
    await updateLocal('users', 'caio', { role: 'advogado' }, { db: adminDevice.db, actorUid: 'root' });
    await rep.awaitInSync(60_000);
    expect(adminDevice.errors).toEqual([]);
    expect((await serverState(adminDevice, 'users', 'caio'))?.role).toBe('advogado');

    const self = await createDevice(server!, project, {
      uid: 'davi',
      role: 'advogado',
      collections: ['users', 'logs'],
    });
    devices.push(self);
    const selfRep = self.startSync();
    const refused: { collection: string; documentId: string; code: string }[] = [];
    const sub = selfRep.refused$.subscribe((r) => refused.push(r));
    await waitFor('own profile pulled', () => self.db.users.findOne('davi').exec());
    await updateLocal('users', 'davi', { role: 'admin' }, { db: self.db, actorUid: 'davi' });
    await waitFor('the self-promotion set aside', () => refused.length > 0);
    sub.unsubscribe();
    expect(refused).toEqual([
      expect.objectContaining({ collection: 'users', documentId: 'davi', code: 'permission-denied' }),
    ]);
    expect((await serverState(adminDevice, 'users', 'davi'))?.role).toBe('advogado');
    // The device goes back to what the server holds.
    await waitFor(
      'local role back to advogado',
      async () => (await self.db.users.findOne('davi').exec())?.role === 'advogado',
    );
  });
});

describe.skipIf(!server)(
  'firestore.rules: LGPD consent — no messages or notifications to a client without consent',
  { timeout: 180_000 },
  () => {
    const project = uniqueProjectId('demo-rules-consent');
    const clients: TestFirestoreClient[] = [];
    const devices: TestDevice[] = [];
    let adv: Firestore, owner: Firestore;
    const consentOf = (messaging: boolean) => ({
      messaging,
      date: messaging ? '2025-03-01T12:00:00.000Z' : null,
      purpose: messaging ? 'Avisos' : '',
    });

    /** A client (with or without consent) and a chat with them, as the firm's data already on the server. */
    async function seedClientAndChat(id: string, messaging: boolean, db = owner) {
      await setDoc(doc(db, 'clients', id), { ...inserted('clients', 'adv1'), consent: consentOf(messaging) });
      await setDoc(doc(db, 'chats', `chat-${id}`), { ...inserted('chats', 'adv1'), clientId: id });
    }
    const message = (chatId: string, uid = 'adv1') => ({ ...inserted('messages', uid), chatId });
    const reminder = (clientId: string | null, patch: Data = {}) => ({
      ...inserted('lembrets', 'adv1'),
      clientId,
      notifyClient: true,
      message: 'Audiência amanhã',
      ...patch,
    });

    beforeAll(async () => {
      await prepareProject(server!, project);
      await bootstrapProfile(server!, project, 'adv1', 'advogado');
      await bootstrapProfile(server!, project, 'cli1', 'cliente');
      const a = connectTestFirestore(server!, project, { uid: 'adv1' });
      const o = connectTestFirestore(server!, project, { owner: true });
      clients.push(a, o);
      adv = a.firestore;
      owner = o.firestore;
      await seedClientAndChat('com-consent', true);
      await seedClientAndChat('sem-consent', false);
    });
    afterEach(async () => {
      await Promise.all(devices.splice(0).map((d) => d.close()));
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.close()));
    });

    it('a staff message in the chat of a client without consent is refused; with consent it goes through; a chat or client not on the server is no way around it (issue 26)', async () => {
      await denied(setDoc(doc(adv, 'messages', 'm-sem'), message('chat-sem-consent')));
      await setDoc(doc(adv, 'messages', 'm-com'), message('chat-com-consent'));
      // Before its chat exists the consent cannot be checked: refused (the chat could later be made for anyone).
      await denied(setDoc(doc(adv, 'messages', 'm-unknown-chat'), message('chat-nao-existe')));
      await setDoc(doc(owner, 'chats', 'chat-orphan'), {
        ...inserted('chats', 'adv1'),
        clientId: 'cliente-nao-existe',
      });
      await denied(setDoc(doc(adv, 'messages', 'm-orphan'), message('chat-orphan')));
      // The chat and its first message in one commit, for a client who consented: checked, and through.
      const batch = writeBatch(adv);
      batch.set(doc(adv, 'chats', 'chat-novo'), { ...inserted('chats', 'adv1'), clientId: 'com-consent' });
      batch.set(doc(adv, 'messages', 'm-novo'), message('chat-novo'));
      await batch.commit();
    });

    it('no way around consent (issue 26): a message created hidden, un-hidden later, or a conversation re-pointed to a client without consent', async () => {
      // Created hidden (`_deleted: true` skipped the check), to be un-hidden by an update.
      await denied(setDoc(doc(adv, 'messages', 'm-hidden'), { ...message('chat-sem-consent'), _deleted: true }));
      // A hidden message already on the server (written before these rules): un-hiding it is refused.
      await setDoc(doc(owner, 'messages', 'm-legacy-hidden'), { ...message('chat-sem-consent'), _deleted: true });
      const legacy = (await getDoc(doc(adv, 'messages', 'm-legacy-hidden'))).data()!;
      await denied(updateDoc(doc(adv, 'messages', 'm-legacy-hidden'), changed(legacy, 'adv1', { _deleted: false })));
      // A consenting client's conversation re-pointed at the client without consent.
      const chat = (await getDoc(doc(adv, 'chats', 'chat-com-consent'))).data()!;
      await denied(
        updateDoc(doc(adv, 'chats', 'chat-com-consent'), changed(chat, 'adv1', { clientId: 'sem-consent' })),
      );
      // A new conversation with the client without consent may exist (the app opens it with the
      // composer disabled) but carries no staff message.
      await setDoc(doc(adv, 'chats', 'chat-sem-2'), { ...inserted('chats', 'adv1'), clientId: 'sem-consent' });
      await denied(setDoc(doc(adv, 'messages', 'm-sem-2'), message('chat-sem-2')));
    });

    it('consent recorded in the same commit counts; revoked, the next message is refused; marking a client message as read still goes through', async () => {
      await seedClientAndChat('revoga', true);
      await setDoc(doc(adv, 'messages', 'm-before'), message('chat-revoga'));
      const current = (await getDoc(doc(adv, 'clients', 'revoga'))).data()!;
      await updateDoc(doc(adv, 'clients', 'revoga'), changed(current, 'adv1', { consent: consentOf(false) }));
      await denied(setDoc(doc(adv, 'messages', 'm-after'), message('chat-revoga')));
      // An existing message is not a new one: reading it, linking its attachment, is allowed.
      const sent = (await getDoc(doc(adv, 'messages', 'm-before'))).data()!;
      await updateDoc(doc(adv, 'messages', 'm-before'), changed(sent, 'adv1', { readAt: iso() }));
      // The client's own message (mobile app) is not the firm's message to them.
      await setDoc(doc(owner, 'clients', 'revoga'), { appUid: 'cli1' }, { merge: true });
      const cli = connectTestFirestore(server!, project, { uid: 'cli1' });
      clients.push(cli);
      await setDoc(doc(cli.firestore, 'messages', 'm-from-client'), {
        ...message('chat-revoga', 'cli1'),
        side: 'cliente',
      });
    });

    it('a reminder that notifies a client without consent is refused; without notifying, completed, cancelled or deleted it goes through', async () => {
      await denied(setDoc(doc(adv, 'lembrets', 'r-sem'), reminder('sem-consent')));
      await setDoc(doc(adv, 'lembrets', 'r-com'), reminder('com-consent'));
      await setDoc(doc(adv, 'lembrets', 'r-sem-aviso'), reminder('sem-consent', { notifyClient: false }));
      await setDoc(doc(adv, 'lembrets', 'r-unknown'), reminder('cliente-nao-existe'));
      // Turning notification on later is the same refusal.
      const quiet = (await getDoc(doc(adv, 'lembrets', 'r-sem-aviso'))).data()!;
      await denied(updateDoc(doc(adv, 'lembrets', 'r-sem-aviso'), changed(quiet, 'adv1', { notifyClient: true })));
      // A client who revokes consent: their pending reminder can still be completed, cancelled or deleted.
      await seedClientAndChat('revoga-lembrete', true);
      await setDoc(doc(adv, 'lembrets', 'r-revoga'), reminder('revoga-lembrete'));
      const c = (await getDoc(doc(adv, 'clients', 'revoga-lembrete'))).data()!;
      await updateDoc(doc(adv, 'clients', 'revoga-lembrete'), changed(c, 'adv1', { consent: consentOf(false) }));
      const r = (await getDoc(doc(adv, 'lembrets', 'r-revoga'))).data()!;
      await denied(updateDoc(doc(adv, 'lembrets', 'r-revoga'), changed(r, 'adv1', { message: 'Novo texto' })));
      await updateDoc(doc(adv, 'lembrets', 'r-revoga'), changed(r, 'adv1', { status: 'cancelado' }));
      const cancelled = (await getDoc(doc(adv, 'lembrets', 'r-revoga'))).data()!;
      await updateDoc(doc(adv, 'lembrets', 'r-revoga'), changed(cancelled, 'adv1', { _deleted: true }));
    });

    it('look-ups per commit: 30 new messages in 9 chats fit in one batched commit; in 10 chats they exceed the limit', async () => {
      const ids = Array.from({ length: 10 }, (_, i) => `lote-${i}`);
      for (const id of ids) await seedClientAndChat(id, true);
      const commit = async (chats: string[], tag: string) => {
        const batch = writeBatch(adv);
        for (let i = 0; i < 30; i++)
          batch.set(doc(adv, 'messages', `${tag}-${i}`), message(`chat-${chats[i % chats.length]}`));
        await batch.commit();
      };
      await commit(ids.slice(0, 9), 'nove');
      await denied(commit(ids, 'dez'));
    });

    it("the app's push: 30 new messages in 10 chats (one of them without consent) — the others reach the server (commits of at most 9 chats), the refused ones are set aside", async () => {
      const d = await createDevice(server!, uniqueProjectId('demo-rules-consent-app'), {
        uid: 'eva',
        role: 'advogado',
        collections: ['clients', 'chats', 'messages', 'logs'],
      });
      devices.push(d);
      const opts = { db: d.db, actorUid: 'eva' };
      const chatIds: string[] = [];
      for (let i = 0; i < 10; i++) {
        const client = await createDoc('clients', { ...sampleData('clients', i), consent: consentOf(i !== 3) }, opts);
        const chat = await createDoc('chats', { ...sampleData('chats'), clientId: client.id }, opts);
        chatIds.push(chat.id);
      }
      let rep = d.startSync();
      await rep.awaitInSync(60_000);
      await d.stopSync();
      // Offline burst: 30 messages, 3 per chat, pushed as one batch when sync starts again.
      const written: string[] = [];
      for (let i = 0; i < 30; i++)
        written.push(
          (
            await createDoc(
              'messages',
              { ...sampleData('messages', i, 'eva'), chatId: chatIds[i % 10]!, sentAt: new Date().toISOString() },
              opts,
            )
          ).id,
        );
      rep = d.startSync();
      const refused: { collection: string; documentId: string; code: string }[] = [];
      const sub = rep.refused$.subscribe((r) => refused.push(r));
      await waitFor('the three refused messages set aside', () => refused.length >= 3, 60_000);
      await rep.awaitInSync(60_000);
      sub.unsubscribe();
      expect(d.errors).toEqual([]);
      const toRefused = written.filter((_, i) => i % 10 === 3);
      expect(refused.map((r) => r.documentId).sort()).toEqual([...toRefused].sort());
      expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['permission-denied']));
      for (const id of written)
        expect((await getDoc(doc(d.client.firestore, 'messages', id))).exists(), id).toBe(!toRefused.includes(id));
      expect(await rep.countPendingWrites()).toBe(0);
    });
  },
);
