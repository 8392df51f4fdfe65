import { describeDataError } from '@/components/feedback/describe-error';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { firstValueFrom, filter } from 'rxjs';
import type { AppDatabase } from '@/data/database';
import {
  createDoc,
  updateDoc,
  softDeleteDoc,
  restoreDoc,
  getDoc,
  listDeleted,
  observeCollection,
  DataError,
  shortcutInputSchema,
  searchClients,
} from '@/data';
import { foldText, readAllDocuments, readDocumentsInPages } from '@/data/search';
import { openTestDatabase } from '../support/db';
import { makeClient } from '../support/fixtures';

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const client = (name: string, document = '52998224725') => makeClient(name, { document, email: 'maria@example.com' });

describe('repository', () => {
  it('stamps, audits, soft-deletes and restores', async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    const created = await createDoc('clients', client('Maria da Silva'), { db, actorUid: 'ana' });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdBy).toBe('ana');
    expect(created.address.uf).toBe('SP');

    const updated = await updateDoc('clients', created.id, { notes: 'Prefere WhatsApp' }, { db, actorUid: 'bruno' });
    expect(updated.updatedBy).toBe('bruno');
    expect(updated.createdBy).toBe('ana');
    expect(updated.updatedAt > created.updatedAt).toBe(true);

    await softDeleteDoc('clients', created.id, { db, actorUid: 'ana' });
    expect(await getDoc('clients', created.id, { db })).toBeNull();
    expect((await listDeleted('clients', { db })).map((d) => d.id)).toEqual([created.id]);

    const restored = await restoreDoc('clients', created.id, { db, actorUid: 'carla' });
    expect(restored.notes).toBe('Prefere WhatsApp');
    expect((await getDoc('clients', created.id, { db }))?.updatedBy).toBe('carla');

    const logs = await db.logs.find({ sort: [{ deviceTime: 'asc' }] }).exec();
    expect(logs.map((l) => [l.action, l.actorUid, l.collectionName, l.documentId])).toEqual([
      ['create', 'ana', 'clients', created.id],
      ['update', 'bruno', 'clients', created.id],
      ['delete', 'ana', 'clients', created.id],
      ['restore', 'carla', 'clients', created.id],
    ]);
    expect(logs[1]?.summary).toContain('notes');
  });

  it("a form saved from an older version writes only what the person changed: another device's edit meanwhile is kept", async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    const loaded = await createDoc('clients', client('Maria da Silva'), { db, actorUid: 'ana' });
    // While Ana's form is open, Bruno's phone edit arrives (sync or another tab).
    await updateDoc('clients', loaded.id, { phone: '11911112222' }, { db, actorUid: 'bruno' });
    // Ana saves the whole form: her notes, and the phone as she loaded it.
    const { id: _i, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...form } = loaded;
    const saved = await updateDoc(
      'clients',
      loaded.id,
      { ...form, notes: 'Prefere WhatsApp' },
      { db, actorUid: 'ana', base: loaded },
    );
    expect(saved).toMatchObject({ phone: '11911112222', notes: 'Prefere WhatsApp', updatedBy: 'ana' });
    const conflicts = await db.logs.find({ selector: { action: 'conflict' } }).exec();
    expect(conflicts).toHaveLength(0);
  });

  it('a field both changed gets the saved value, and the value it replaced is logged as a conflict', async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    const loaded = await createDoc('clients', client('Maria da Silva'), { db, actorUid: 'ana' });
    const bruno = await updateDoc('clients', loaded.id, { notes: 'Nota do Bruno' }, { db, actorUid: 'bruno' });
    const saved = await updateDoc(
      'clients',
      loaded.id,
      { notes: 'Nota da Ana', phone: loaded.phone },
      { db, actorUid: 'ana', base: loaded },
    );
    expect(saved.notes).toBe('Nota da Ana');
    const [entry] = (await db.logs.find({ selector: { action: 'conflict' } }).exec()).map((d) => d.toJSON());
    expect(entry?.conflict).toMatchObject({
      field: 'notes',
      keptValue: '"Nota da Ana"',
      lostValue: '"Nota do Bruno"',
      lostUpdatedBy: 'bruno',
      lostUpdatedAt: bruno.updatedAt,
      keptUpdatedBy: 'ana',
    });
  });

  it('an edit of a record still on its way from the server waits for it (a profile right after approval, issue 41)', async () => {
    db = await openTestDatabase({ uid: 'u1', collections: ['clients', 'logs'] });
    const existing = await createDoc('clients', client('Maria'), { db, actorUid: 'u1' });
    const onTheWay = { ...existing, id: 'chegando', name: 'Ainda no servidor' };
    await expect(updateDoc('clients', 'chegando', { name: 'X' }, { db, actorUid: 'u1' })).rejects.toBeInstanceOf(
      DataError,
    );
    // The pull brings it 300 ms after the save was asked for.
    setTimeout(() => void db!.clients.insert(onTheWay), 300);
    const saved = await updateDoc(
      'clients',
      'chegando',
      { name: 'Salvo' },
      { db, actorUid: 'u1', awaitArrivalMs: 5_000 },
    );
    expect(saved.name).toBe('Salvo');
    await expect(
      updateDoc('clients', 'nunca', { name: 'X' }, { db, actorUid: 'u1', awaitArrivalMs: 300 }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('does not write or audit an update that changes nothing', async () => {
    db = await openTestDatabase({ collections: ['categories', 'logs'] });
    const cat = await createDoc(
      'categories',
      { name: 'Trabalhista', color: '#ff0000', description: '' },
      { db, actorUid: 'a' },
    );
    const same = await updateDoc('categories', cat.id, { name: 'Trabalhista' }, { db, actorUid: 'b' });
    expect(same.updatedBy).toBe('a');
    expect(await db.logs.count().exec()).toBe(1);
  });

  it('refuses a duplicate shortcut trigger', async () => {
    db = await openTestDatabase({ collections: ['shortcuts', 'logs'] });
    const input = v.parse(shortcutInputSchema, { trigger: '/BomDia', title: 'Bom dia', message: 'Bom dia!' });
    expect(input.trigger).toBe('/bomdia');
    await createDoc('shortcuts', input, { db, actorUid: 'a' });
    await expect(createDoc('shortcuts', input, { db, actorUid: 'a' })).rejects.toMatchObject({
      code: 'duplicate',
      collection: 'shortcuts',
      field: 'trigger',
    });
    // The UI words it from the collection and field.
    expect(describeDataError(new DataError('duplicate', 'shortcuts', 'trigger'))[1]).toBe(
      'Já existe um atalho com este gatilho',
    );
  });

  it('refuses a category whose name another one has, without case or accents, on create and on rename — one mechanism for every unique key', async () => {
    db = await openTestDatabase({ collections: ['categories', 'logs'] });
    await createDoc('categories', { name: 'Família', color: '#ff0000', description: '' }, { db, actorUid: 'a' });
    const other = await createDoc(
      'categories',
      { name: 'Trabalhista', color: '#00ff00', description: '' },
      { db, actorUid: 'a' },
    );
    const clash = { code: 'duplicate', collection: 'categories', field: 'name' };
    await expect(
      createDoc('categories', { name: ' familia ', color: '#0000ff', description: '' }, { db, actorUid: 'a' }),
    ).rejects.toMatchObject(clash);
    await expect(updateDoc('categories', other.id, { name: 'FAMÍLIA' }, { db, actorUid: 'a' })).rejects.toMatchObject(
      clash,
    );
    // Its own name (in other letters) is no clash.
    await expect(
      updateDoc('categories', other.id, { name: 'trabalhista' }, { db, actorUid: 'a' }),
    ).resolves.toMatchObject({ name: 'trabalhista' });
    expect(describeDataError(new DataError('duplicate', 'categories', 'name'))[1]).toBe(
      'Já existe uma categoria com este nome',
    );
  });

  it("refuses a layout whose name another one has (a second 'Procuração ad judicia'), in the layout's words", async () => {
    db = await openTestDatabase({ collections: ['layouts', 'logs'] });
    const layout = (name: string) => ({
      name,
      kind: 'procuracao' as const,
      content: 'Outorgante: {{nome}}',
      placeholders: ['nome'],
    });
    await createDoc('layouts', layout('Procuração ad judicia'), { db, actorUid: 'a' });
    const error = await createDoc('layouts', layout('procuracao AD JUDICIA '), { db, actorUid: 'a' }).catch((e) => e);
    expect(error).toMatchObject({ code: 'duplicate', collection: 'layouts', field: 'name' });
    expect(describeDataError(error)).toEqual(['Não foi possível salvar', 'Já existe um layout com este nome']);
    expect(await db.layouts.count().exec()).toBe(1);
  });

  it('emits live query results on writes', async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    const seen = firstValueFrom(
      observeCollection('clients', { sort: [{ name: 'asc' }] }, { db }).pipe(filter((docs) => docs.length === 2)),
    );
    await createDoc('clients', client('Zeca'), { db, actorUid: 'a' });
    await createDoc('clients', client('Ana'), { db, actorUid: 'a' });
    expect((await seen).map((c) => c.name)).toEqual(['Ana', 'Zeca']);
  });

  it('searches clients by folded name and by document digits', async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    await createDoc('clients', client('José Antônio'), { db, actorUid: 'a' });
    await createDoc('clients', client('Maria Souza', '11144477735'), { db, actorUid: 'a' });
    expect((await searchClients(db, 'jose anto')).map((c) => c.name)).toEqual(['José Antônio']);
    expect((await searchClients(db, '111444')).map((c) => c.name)).toEqual(['Maria Souza']);
    const later = await createDoc('clients', client('Josefa'), { db, actorUid: 'a' });
    await new Promise((r) => setTimeout(r, 20));
    expect((await searchClients(db, 'jose')).map((c) => c.name)).toEqual(['José Antônio', 'Josefa']);
    await softDeleteDoc('clients', later.id, { db, actorUid: 'a' });
    await new Promise((r) => setTimeout(r, 20));
    expect((await searchClients(db, 'jose')).map((c) => c.name)).toEqual(['José Antônio']);
  });

  it('reads every live client, as plain data equal to what queries return', async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    const kept = await createDoc('clients', client('Ana Lima'), { db, actorUid: 'a' });
    await createDoc('clients', client('Bruno Dias', '11144477735'), { db, actorUid: 'a' });
    const gone = await createDoc('clients', client('Carla Nunes'), { db, actorUid: 'a' });
    await updateDoc('clients', kept.id, { notes: 'Prefere contato por e-mail' }, { db, actorUid: 'b' });
    await softDeleteDoc('clients', gone.id, { db, actorUid: 'a' });

    // The IndexedDB (Dexie) keyed-getAll path is the one under test here, not the query fallback.
    expect(
      await (db.clients.internalStorageInstance as unknown as { internals: Promise<object> }).internals,
    ).toHaveProperty('dexieTable');
    const fast = await readAllDocuments(db.clients);
    const viaQuery = (await db.clients.find().exec()).map((d) => d.toJSON());
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(fast.map((c) => c.name).sort()).toEqual(['Ana Lima', 'Bruno Dias']);
    expect([...fast].sort(byName)).toEqual(
      [...viaQuery]
        .sort(byName)
        .map(({ _rev: _r, _meta: _m, _attachments: _a, _deleted: _d, ...plain }: Record<string, unknown>) => plain),
    );
    expect(fast.find((c) => c.id === kept.id)).toMatchObject({
      notes: 'Prefere contato por e-mail',
      updatedBy: 'b',
      consent: expect.any(Object),
    });
  });

  it('reads in pages of the asked size, in key order, without deleted documents, with other tasks running between pages', async () => {
    db = await openTestDatabase({ collections: ['clients', 'logs'] });
    const created = [];
    for (const name of ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fábio'])
      created.push(await createDoc('clients', client(name), { db, actorUid: 'a' }));
    await softDeleteDoc('clients', created[2]!.id, { db, actorUid: 'a' });
    const live = created.filter((_, i) => i !== 2).sort((x, y) => (x.id < y.id ? -1 : 1));

    const pages: string[][] = [];
    const ticksAtPage: number[] = [];
    let ticks = 0;
    const clock = setInterval(() => (ticks += 1), 0);
    await readDocumentsInPages(
      db.clients,
      (page) => (pages.push(page.map((c) => c.id)), ticksAtPage.push(ticks)),
      2,
    ).finally(() => clearInterval(clock));

    // Pages are cut on stored rows: the deleted one takes its place in a page and is left out.
    expect(pages.flat()).toEqual(live.map((c) => c.id));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.every((p) => p.length <= 2)).toBe(true);
    // Other tasks (a timer here; input and paint in the browser) ran between the pages.
    expect(ticksAtPage[1]).toBeGreaterThan(ticksAtPage[0]!);
    expect(ticksAtPage[2]).toBeGreaterThan(ticksAtPage[1]!);
  });
});

describe('foldText', () => {
  it('folds accents and case, and plain ASCII the same way', () => {
    expect(foldText('José ÁVILA Conceição')).toBe('jose avila conceicao');
    expect(foldText('MARIA.Silva@Exemplo.com.br 529.982.247-25')).toBe('maria.silva@exemplo.com.br 529.982.247-25');
  });
});
