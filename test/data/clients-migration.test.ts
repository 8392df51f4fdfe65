import { afterEach, describe, expect, it } from 'vitest';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createRxDatabase, type RxStorage } from 'rxdb';
import { clientsSchema } from '@/data/collections';
import { validateIncoming } from '@/data/sync/validate';
import { openTestDatabase } from '../support/db';
import { makeClient } from '../support/fixtures';

describe('schema migration: clients v0 → v1 (duplicateOf, issue 26)', () => {
  let cleanup: (() => Promise<unknown>) | undefined;
  afterEach(async () => cleanup?.());

  it("keeps the clients of a device from before duplicateOf and then takes the backend's mark", async () => {
    const name = `migr-cli-${Date.now()}`;
    const storage = getRxStorageDexie() as RxStorage<unknown, unknown>;
    const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
    const { duplicateOf: _dropped, ...v0properties } = clientsSchema.properties as Record<string, unknown>;
    const old = await createRxDatabase({ name, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    await old.addCollections({
      clients: { schema: { ...clientsSchema, version: 0, properties: v0properties } as never },
    });
    const stamps = { createdAt: 't', createdBy: 'u1', updatedAt: 't', updatedBy: 'u1' };
    await old.clients!.insert({ id: 'c1', ...makeClient('Maria Souza'), ...stamps });
    await old.close();

    const db = await openTestDatabase({ name, collections: ['clients'] });
    cleanup = () => db.close();
    const migrated = await db.clients.findOne('c1').exec();
    expect(migrated?.toJSON()).toMatchObject({ name: 'Maria Souza', document: '52998224725' });
    await migrated!.incrementalPatch({ duplicateOf: 'c0' });
    expect((await db.clients.findOne('c1').exec())?.duplicateOf).toBe('c0');
  });
});

describe("incoming clients (pull) with the backend's duplicateOf", () => {
  const t = '2026-11-27T12:00:00.000Z';
  const pulled = {
    ...makeClient('Maria Souza'),
    id: 'c2',
    createdAt: t,
    createdBy: 'u',
    updatedAt: t,
    updatedBy: 'backend',
    _deleted: false,
    duplicateOf: 'c1',
  };
  it('keeps the mark (an unknown field would be dropped) and refuses a non-string one', () => {
    const r = validateIncoming(clientsSchema as never, pulled);
    expect(r.ok && r.doc.duplicateOf).toBe('c1');
    expect(validateIncoming(clientsSchema as never, { ...pulled, duplicateOf: 42 }).ok).toBe(false);
  });
});
