import { afterEach, describe, expect, it } from 'vitest';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createRxDatabase, type RxStorage } from 'rxdb';
import { firstValueFrom, filter, timeout } from 'rxjs';
import { mergeThreeWay } from '@/data/sync/conflict-handler';
import { syncHashOf } from '@advocacia/shared/sync/sync-hash';
import { mapFirestoreError, isOfflineError } from '@/data/sync/errors';
import { catalogueText } from '@/lib/http/error-catalogue';
import { validateIncoming } from '@/data/sync/validate';
import { clientsSchema, lembretsSchema, proccessSchema, statusProccessSchema, usersSchema } from '@/data/collections';
import { syncStatus$ } from '@/data/sync/status';
import { closeSessionDatabase, openSessionDatabase } from '@/data/session';
import { openTestDatabase } from '../support/db';
import { makeClient } from '../support/fixtures';

const doc = (over: Record<string, unknown>) => ({
  id: 'x',
  name: 'Base',
  email: 'a@a.com',
  notes: '',
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: 'base',
  _deleted: false,
  ...over,
});

describe('three-way merge', () => {
  it('keeps one-sided changes from both sides', () => {
    const base = doc({});
    const server = doc({ email: 'server@a.com', updatedAt: '2025-01-02T00:00:00.000Z', updatedBy: 'srv' });
    const local = doc({ notes: 'local', updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'me' });
    const { doc: merged, lost } = mergeThreeWay(base, server, local, {
      updatedAt: '2025-01-04T00:00:00.000Z',
      updatedBy: 'me',
    });
    expect(merged).toMatchObject({
      email: 'server@a.com',
      notes: 'local',
      updatedBy: 'me',
      updatedAt: '2025-01-04T00:00:00.000Z',
    });
    expect(lost).toEqual([]);
  });

  it('stamps a merged version after both sides, even from a device whose clock is behind (the same person on two devices)', () => {
    const base = doc({});
    const server = doc({ email: 'server@a.com', updatedAt: '2025-01-05T00:00:00.000Z', updatedBy: 'me' });
    const local = doc({ notes: 'local', updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'me' });
    const { doc: merged } = mergeThreeWay(base, server, local, {
      updatedAt: '2025-01-04T00:00:00.000Z',
      updatedBy: 'me',
    });
    expect(merged).toMatchObject({
      email: 'server@a.com',
      notes: 'local',
      updatedBy: 'me',
      updatedAt: '2025-01-05T00:00:00.001Z',
    });
    // Another content than the server's version, so another name: the consistency check can tell them apart.
    expect(syncHashOf('x', merged)).not.toBe(syncHashOf('x', server));
  });

  it('gives a same-field clash to the later write and reports the loser', () => {
    const base = doc({});
    const server = doc({ name: 'Servidor', updatedAt: '2025-01-05T00:00:00.000Z', updatedBy: 'srv' });
    const local = doc({ name: 'Local', notes: 'n', updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'me' });
    const { doc: merged, lost } = mergeThreeWay(base, server, local);
    expect(merged).toMatchObject({ name: 'Servidor', notes: 'n' });
    expect(lost).toEqual([
      expect.objectContaining({
        field: 'name',
        keptValue: '"Servidor"',
        lostValue: '"Local"',
        keptUpdatedBy: 'srv',
        lostUpdatedBy: 'me',
      }),
    ]);
  });

  it('with no record of the server state, a server copy still as this record was created is the base: edits here are not conflicts', () => {
    const created = { createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'me', updatedBy: 'me' };
    const server = doc({ ...created });
    const local = doc({ ...created, name: 'Corrigido', notes: 'n', updatedAt: '2025-01-03T00:00:00.000Z' });
    const { doc: merged, lost } = mergeThreeWay(undefined, server, local, {
      updatedAt: '2025-01-04T00:00:00.000Z',
      updatedBy: 'me',
    });
    expect(merged).toMatchObject({ name: 'Corrigido', notes: 'n' });
    expect(lost).toEqual([]);
    // Edited on the server since its creation: nothing says what both sides shared, so a
    // differing field is a clash again (the later write wins, the other is logged).
    const editedThere = { ...server, email: 'outro@a.com', updatedAt: '2025-01-02T00:00:00.000Z', updatedBy: 'bia' };
    expect(
      mergeThreeWay(undefined, editedThere, local)
        .lost.map((l) => l.field)
        .sort(),
    ).toEqual(['email', 'name', 'notes']);
  });

  it('returns the server copy untouched when nothing local survives (no re-push)', () => {
    const base = doc({});
    const server = doc({ name: 'S', updatedAt: '2025-01-05T00:00:00.000Z', updatedBy: 'srv' });
    const local = doc({ name: 'L', updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'me' });
    expect(mergeThreeWay(base, server, local).doc).toBe(server);
  });

  it('an edit made here to a record deleted elsewhere leaves it deleted, and logs the deletion and each edited value', () => {
    const base = doc({});
    const server = doc({ _deleted: true, updatedAt: '2025-01-02T00:00:00.000Z', updatedBy: 'srv' });
    // Even when the edit is the later write: an edit never brings a deleted record back.
    const local = doc({
      notes: 'editado offline',
      email: 'novo@a.com',
      updatedAt: '2025-01-03T00:00:00.000Z',
      updatedBy: 'me',
    });
    const { doc: merged, lost } = mergeThreeWay(base, server, local, {
      updatedAt: '2025-01-04T00:00:00.000Z',
      updatedBy: 'me',
    });
    expect(merged).toBe(server); // nothing to push: the server tombstone stands as it is
    expect(lost.map((l) => [l.field, l.keptValue, l.lostValue, l.lostUpdatedBy])).toEqual([
      ['_deleted', 'true', 'false', 'me'],
      ['email', '"a@a.com"', '"novo@a.com"', 'me'],
      ['notes', '""', '"editado offline"', 'me'],
    ]);
  });

  it('a delete here against an edit it never saw: deleted, whatever the times; the edit and the active version are logged', () => {
    const base = doc({});
    const edited = doc({ notes: 'nota de A', updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'ana' });
    const deletedHere = doc({ _deleted: true, updatedAt: '2025-01-02T00:00:00.000Z', updatedBy: 'bia' });
    const { doc: merged, lost } = mergeThreeWay(base, edited, deletedHere, {
      updatedAt: '2025-01-04T00:00:00.000Z',
      updatedBy: 'bia',
    });
    // The deleter's tombstone, written anew by this device; A's note is in the log, not in it.
    expect(merged).toMatchObject({
      _deleted: true,
      notes: '',
      updatedBy: 'bia',
      updatedAt: '2025-01-04T00:00:00.000Z',
    });
    expect(lost.map((l) => [l.field, l.keptValue, l.lostValue, l.keptUpdatedBy, l.lostUpdatedBy])).toEqual([
      ['_deleted', 'true', 'false', 'bia', 'ana'],
      ['notes', '""', '"nota de A"', 'bia', 'ana'],
    ]);
  });

  it('edit versus delete ends the same whichever device merges first', () => {
    const base = doc({});
    const edit = doc({ notes: 'nota de A', updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'ana' });
    const del = doc({ _deleted: true, updatedAt: '2025-01-02T00:00:00.000Z', updatedBy: 'bia' });
    const editorMerges = mergeThreeWay(base, del, edit, { updatedAt: '2025-01-04T00:00:00.000Z', updatedBy: 'ana' });
    const deleterMerges = mergeThreeWay(base, edit, del, { updatedAt: '2025-01-04T00:00:00.000Z', updatedBy: 'bia' });
    const facts = (r: { doc: Record<string, unknown>; lost: { field: string; lostValue: string }[] }) => ({
      deleted: r.doc._deleted,
      notes: r.doc.notes,
      lost: r.lost.map((l) => `${l.field}=${l.lostValue}`),
    });
    expect(facts(editorMerges)).toEqual(facts(deleterMerges));
  });

  it('a restore here never silently undoes a later delete it never saw (deleted, restored and deleted again elsewhere)', () => {
    const firstDelete = doc({ _deleted: true, updatedAt: '2025-01-02T00:00:00.000Z', updatedBy: 'ana' });
    const secondDelete = doc({ _deleted: true, updatedAt: '2025-01-04T00:00:00.000Z', updatedBy: 'ana' });
    const restoredHere = doc({ _deleted: false, updatedAt: '2025-01-05T00:00:00.000Z', updatedBy: 'caio' });
    // By value the server "did not change" _deleted (true → true); the stamps say it did.
    const { doc: merged, lost } = mergeThreeWay(firstDelete, secondDelete, restoredHere, {
      updatedAt: '2025-01-06T00:00:00.000Z',
      updatedBy: 'caio',
    });
    expect(merged).toBe(secondDelete);
    expect(lost).toEqual([
      expect.objectContaining({
        field: '_deleted',
        keptValue: 'true',
        lostValue: 'false',
        keptUpdatedBy: 'ana',
        lostUpdatedBy: 'caio',
      }),
    ]);
  });

  it('a delete here never silently undoes a restore it never saw (deleted and restored elsewhere)', () => {
    const base = doc({});
    const restored = doc({ _deleted: false, updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'ana' });
    const deletedHere = doc({ _deleted: true, updatedAt: '2025-01-04T00:00:00.000Z', updatedBy: 'bia' });
    const { doc: merged, lost } = mergeThreeWay(base, restored, deletedHere, {
      updatedAt: '2025-01-05T00:00:00.000Z',
      updatedBy: 'bia',
    });
    expect(merged).toMatchObject({ _deleted: true, updatedBy: 'bia' });
    expect(lost).toEqual([
      expect.objectContaining({ field: '_deleted', keptValue: 'true', lostValue: 'false', lostUpdatedBy: 'ana' }),
    ]);
  });

  it('both sides deleted: no conflict', () => {
    const base = doc({});
    const a = doc({ _deleted: true, updatedAt: '2025-01-03T00:00:00.000Z', updatedBy: 'ana' });
    const b = doc({ _deleted: true, updatedAt: '2025-01-04T00:00:00.000Z', updatedBy: 'bia' });
    expect(mergeThreeWay(base, a, b).lost).toEqual([]);
  });
});

describe('error catalogue', () => {
  const wrapped = (code: string) => ({
    rxdb: true,
    code: 'RC_PUSH',
    parameters: { errors: [{ name: 'FirebaseError', code }] },
  });
  // The data layer says which status; the UI words it with the spec's catalogue.
  const worded = (error: unknown) => {
    const mapped = mapFirestoreError(error);
    return mapped && { status: mapped.status, ...catalogueText(mapped.status) };
  };
  it('maps Firestore codes inside RxDB errors to the spec texts', () => {
    expect(worded(wrapped('permission-denied'))).toMatchObject({
      status: 403,
      title: 'Sem permissão',
      description: 'Você não tem permissão para acessar este recurso',
    });
    expect(worded(wrapped('unauthenticated'))).toMatchObject({
      status: 401,
      title: 'Não autorizado',
      description: 'Sessão expirada, por favor faça login novamente',
    });
    expect(worded(wrapped('not-found'))).toMatchObject({
      status: 404,
      title: 'Não encontrado',
      description: 'Recurso não encontrado',
    });
    expect(worded(wrapped('invalid-argument'))).toMatchObject({ status: 400, title: 'Credenciais inválidas' });
    expect(worded(wrapped('internal'))).toMatchObject({
      status: 500,
      title: 'Erro interno do servidor',
      description: 'Por favor tente novamente',
    });
    expect(worded(new Error('boom'))).toMatchObject({
      title: 'Erro desconhecido',
      description: 'Por favor tente novamente',
    });
  });
  it('treats being offline as a status, not an error', () => {
    expect(mapFirestoreError(wrapped('unavailable'))).toBeNull();
    expect(isOfflineError({ parameters: { error: { code: 'deadline-exceeded' } } })).toBe(true);
    // A call aborted because its connection dropped is being offline, not a server error.
    expect(isOfflineError(wrapped('cancelled'))).toBe(true);
    expect(isOfflineError(wrapped('permission-denied'))).toBe(false);
  });
});

describe('incoming validation', () => {
  const t = '2025-01-01T00:00:00.000Z';
  const valid = {
    ...makeClient('Ok'),
    id: 'c1',
    createdAt: t,
    createdBy: 'u',
    updatedAt: t,
    updatedBy: 'u',
    _deleted: false,
  };
  it('accepts a valid document and drops unknown top-level fields', () => {
    const r = validateIncoming(clientsSchema as never, { ...valid, futureField: 1 });
    expect(r.ok).toBe(true);
    expect(r.ok && 'futureField' in r.doc).toBe(false);
  });
  it('rejects wrong types, enums, missing nested fields and over-long text', () => {
    const r = validateIncoming(clientsSchema as never, {
      ...valid,
      kind: 'XX',
      name: 'n'.repeat(201),
      address: { cep: '01001000' },
    });
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems.join('\n');
    expect(problems).toMatch(/kind/);
    expect(problems).toMatch(/name: mais de 200/);
    expect(problems).toMatch(/address\.street: ausente/);
  });
});

describe('schema migration', () => {
  let cleanup: (() => Promise<unknown>) | undefined;
  afterEach(async () => cleanup?.());

  it('upgrades users v0 documents on the device to v1', async () => {
    const name = `migr-${Date.now()}`;
    const storage = getRxStorageDexie() as RxStorage<unknown, unknown>;
    const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
    const v0schema = {
      ...usersSchema,
      version: 0,
      required: ['id', 'uid', 'displayName', 'email', 'phoneNumber', 'cpf', 'role', 'createdAt', 'updatedAt'],
    };
    const old = await createRxDatabase({ name, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    await old.addCollections({ users: { schema: v0schema as never } });
    await old.users!.insert({
      id: 'u1',
      uid: 'u1',
      displayName: 'Ana',
      email: 'a@a.com',
      phoneNumber: '11987654321',
      cpf: '52998224725',
      role: 'advogado',
      oab: null,
      createdAt: 't',
      updatedAt: 't',
    });
    await old.close();

    const db = await openTestDatabase({ name, collections: ['users'] });
    cleanup = () => db.close();
    const migrated = await db.users.findOne('u1').exec();
    expect(migrated?.toJSON()).toMatchObject({ displayName: 'Ana', createdBy: 'u1', updatedBy: 'u1' });
  });

  it("keeps the reminders of a device from before deliveryError (lembrets v0 → v1) and then takes the backend's code", async () => {
    const name = `migr-lemb-${Date.now()}`;
    const storage = getRxStorageDexie() as RxStorage<unknown, unknown>;
    const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
    const { deliveryError: _dropped, ...v0properties } = lembretsSchema.properties as Record<string, unknown>;
    const old = await createRxDatabase({ name, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    await old.addCollections({
      lembrets: { schema: { ...lembretsSchema, version: 0, properties: v0properties } as never },
    });
    const stamps = { createdAt: 't', createdBy: 'u1', updatedAt: 't', updatedBy: 'u1' };
    await old.lembrets!.insert({
      id: 'l1',
      title: 'Avisar',
      message: 'Oi',
      dueAt: '2026-11-23T15:00:00.000Z',
      clientId: 'c1',
      notifyClient: true,
      status: 'pendente',
      ...stamps,
    });
    await old.close();

    const db = await openTestDatabase({ name, collections: ['lembrets'] });
    cleanup = () => db.close();
    const migrated = await db.lembrets.findOne('l1').exec();
    expect(migrated?.toJSON()).toMatchObject({ title: 'Avisar', status: 'pendente', notifyClient: true });
    await migrated!.incrementalPatch({ deliveryError: 'no-device' });
    expect((await db.lembrets.findOne('l1').exec())?.deliveryError).toBe('no-device');
  });

  it("keeps processes and timelines of a device from before DataJud (proccess, status_proccess v0 → v1) and then takes the backend's fields", async () => {
    const name = `migr-dj-${Date.now()}`;
    const storage = getRxStorageDexie() as RxStorage<unknown, unknown>;
    const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
    const { datajud: _d, datajudSeenAt: _s, ...procV0 } = proccessSchema.properties as Record<string, unknown>;
    const { source: _src, movementCode: _mc, ...statusV0 } = statusProccessSchema.properties as Record<string, unknown>;
    const old = await createRxDatabase({ name, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    await old.addCollections({
      proccess: { schema: { ...proccessSchema, version: 0, properties: procV0 } as never },
      status_proccess: { schema: { ...statusProccessSchema, version: 0, properties: statusV0 } as never },
    });
    const stamps = { createdAt: 't', createdBy: 'u1', updatedAt: 't', updatedBy: 'u1' };
    await old.proccess!.insert({
      id: 'p1',
      clientId: 'c1',
      cnj: '00000026520054058100',
      type: 'Judicial',
      subject: 'Revisão',
      court: '',
      legalArea: '',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
      ...stamps,
    });
    await old.status_proccess!.insert({
      id: 's1',
      processId: 'p1',
      clientId: 'c1',
      status: 'Distribuído',
      description: '',
      date: '2024-01-01T00:00:00.000Z',
      visibleToClient: false,
      notifyClient: false,
      ...stamps,
    });
    await old.close();

    const db = await openTestDatabase({ name, collections: ['proccess', 'status_proccess'] });
    cleanup = () => db.close();
    const proc = await db.proccess.findOne('p1').exec();
    expect(proc?.toJSON()).toMatchObject({ subject: 'Revisão', cnj: '00000026520054058100' });
    await proc!.incrementalPatch({
      datajud: {
        alias: 'trf5',
        checkedAt: 't',
        lastChangeAt: '',
        status: 'ok',
        newCount: 0,
        className: 'Procedimento Comum',
        subjects: ['Benefício'],
      },
      datajudSeenAt: null,
    });
    expect((await db.proccess.findOne('p1').exec())?.datajud?.alias).toBe('trf5');
    const entry = await db.status_proccess.findOne('s1').exec();
    expect(entry?.toJSON()).toMatchObject({ status: 'Distribuído' });
    await entry!.incrementalPatch({ source: 'datajud', movementCode: 26 });
    expect((await db.status_proccess.findOne('s1').exec())?.source).toBe('datajud');
  });
});

describe('session sync without Firestore', () => {
  it("reports 'indisponivel' and starts no replication", async () => {
    // No VITE_FIRESTORE_EMULATOR_HOST in tests: getFirebaseSettings().syncAvailable is false.
    const db = await openSessionDatabase({
      uid: 'semrede',
      storage: getRxStorageDexie() as RxStorage<unknown, unknown>,
      multiInstance: false,
      collections: ['users', 'logs'],
      name: `sess-${Date.now()}`,
    });
    const status = await firstValueFrom(
      syncStatus$.pipe(
        filter((s) => s.phase === 'indisponivel'),
        timeout(5_000),
      ),
    );
    expect(status).not.toHaveProperty('label'); // codes only: the words live in the UI
    expect(status.error).toBeNull();
    expect(status.pendingWrites).toBeNull();
    expect(db.collections.users).toBeDefined();
    await closeSessionDatabase();
    expect(syncStatus$.value.phase).toBe('parado');
  });
});
