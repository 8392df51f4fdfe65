// @vitest-environment happy-dom
// Revocation reaches the device (issue 26): when an admin disables, refuses or deletes the
// signed-in person, or the session outlives its offline allowance, the firm's data leaves
// this device — the replica, its IndexedDB databases, the attachment queue, the user's caches
// — unsynced work included, open or not. The real auth service and data layer on fake-indexeddb,
// as an attacker holding the tablet would look: by listing IndexedDB.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Auth } from 'firebase/auth';
import {
  closePendingUploadStores,
  closeSessionDatabase,
  createDoc,
  currentDatabase,
  openSessionDatabase,
  putPendingUploads,
  syncStatus$,
  type PendingUpload,
} from '@/data';
import { makeStatus } from '@/data/sync/status';
import { detectWipedReplica, markReplicaFilled } from '@/data/sync/storage';
import { createAuthStore } from '@/features/auth/auth-store';
import { createAuthService } from '@/features/auth/api/auth-service';
import { createDataProfileGateway } from '@/features/auth/api/profile-gateway';
import type { StoredUser } from '@/features/auth/session-storage';
import { CEP_CACHE_KEY, REMINDERS_ANNOUNCED_KEY } from '@/lib/user-caches';
import { makeClient } from '../support/fixtures';
import { MemoryStorage } from '../support/memory-storage';

let uid = '';
let n = 0;
const initialStatus = syncStatus$.value;

async function databasesOf(who: string): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.includes(who));
}

function upload(id: string): PendingUpload {
  return {
    id,
    uid,
    chatId: 'c1',
    messageId: 'm1',
    storagePath: id,
    name: 'rg.pdf',
    type: 'application/pdf',
    size: 8,
    blob: new Blob(['%PDF-1.4']),
    createdAt: new Date().toISOString(),
  };
}

function person(status: StoredUser['status'], who = uid): StoredUser {
  return {
    uid: who,
    displayName: 'Rafael Advogado',
    email: 'rafael@exemplo.com.br',
    phoneNumber: '11987654321',
    cpf: '52998224725',
    role: 'advogado',
    status,
    lastServerContactAt: Date.now(),
  };
}

/** A signed-in advogado's tablet: a replica with a client (CPF), a queued file, unsent writes, the user's caches. */
async function signedInTabletWithWork() {
  await openSessionDatabase({ uid, multiInstance: false, sync: false, collections: ['clients', 'logs'] });
  await createDoc('clients', makeClient('Maria da Silva', { document: '52998224725' }));
  await putPendingUploads(uid, [upload('chats/c1/m1/0-rg.pdf')]);
  const db = currentDatabase()!;
  await detectWipedReplica(db, uid);
  await markReplicaFilled(db, uid);
  // Work the server has not confirmed: wipeLocalData (logout) would refuse; revocation does not wait for it.
  syncStatus$.next(makeStatus('offline', { pendingWrites: 2 }));
  localStorage.setItem(CEP_CACHE_KEY, JSON.stringify({ '01001000': { street: 'Praça da Sé' } }));
  localStorage.setItem(REMINDERS_ANNOUNCED_KEY, '["r1"]');
  const store = createAuthStore(new MemoryStorage());
  store.setUser(person('active'));
  const service = createAuthService({
    auth: {} as Auth,
    store,
    profiles: createDataProfileGateway({ multiInstance: false, sync: false }),
    notifyError: () => undefined,
    isOnline: () => false,
  });
  const before = await databasesOf(uid);
  expect(before.some((name) => name.startsWith('rxdb-dexie-'))).toBe(true);
  expect(before).toContain(`advocacia-anexos-${uid}`);
  return { store, service, marker: `advocacia:replica:${db.name}` };
}

beforeEach(() => {
  uid = `revoked_${process.pid}_${Date.now().toString(36)}_${++n}`;
});
afterEach(async () => {
  await closePendingUploadStores();
  await closeSessionDatabase();
  syncStatus$.next(initialStatus);
  localStorage.clear();
});

describe('revocation reaches the device (issue 26)', () => {
  for (const status of ['disabled', 'refused', 'pending'] as const) {
    it(`access ${status}: the replica, its IndexedDB databases, the upload queue and the caches are gone, unsent work included; the session stays to say why`, async () => {
      const { store, service, marker } = await signedInTabletWithWork();
      store.setUser(person(status)); // what watchAccess does with the server's answer

      await service.endAccess();

      expect(currentDatabase()).toBeNull();
      expect(await databasesOf(uid)).toEqual([]);
      expect(localStorage.getItem(marker)).toBeNull();
      expect(localStorage.getItem(CEP_CACHE_KEY)).toBeNull();
      expect(localStorage.getItem(REMINDERS_ANNOUNCED_KEY)).toBeNull();
      expect(store.user?.status).toBe(status);
    });
  }

  it('a replica that is not open (the app restarted after the revocation) is removed as well', async () => {
    const { store, service } = await signedInTabletWithWork();
    await closePendingUploadStores();
    await closeSessionDatabase();
    expect((await databasesOf(uid)).length).toBeGreaterThan(0);
    store.setUser(person('disabled'));

    await service.endAccess();

    expect(await databasesOf(uid)).toEqual([]);
  });

  it('the offline session expiry removes the data even offline, unsent work included, and ends the session', async () => {
    const { store, service, marker } = await signedInTabletWithWork();

    await service.expireSession();

    expect(currentDatabase()).toBeNull();
    expect(await databasesOf(uid)).toEqual([]);
    expect(localStorage.getItem(marker)).toBeNull();
    expect(store.user).toBeNull();
  });

  it("another person's replica on a shared tablet is left alone", async () => {
    const other = `${uid}_colega`;
    await openSessionDatabase({ uid: other, multiInstance: false, sync: false, collections: ['clients', 'logs'] });
    await createDoc('clients', makeClient('Cliente da colega', { document: '11144477735' }));
    await closeSessionDatabase();
    const colleague = (await databasesOf(other)).filter((name) => name.startsWith('rxdb-dexie-'));
    expect(colleague.length).toBeGreaterThan(0);

    const { store, service } = await signedInTabletWithWork();
    store.setUser(person('disabled'));
    await service.endAccess();

    expect(await databasesOf(`${uid}-`)).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).toEqual(expect.arrayContaining(colleague));
  });
});
