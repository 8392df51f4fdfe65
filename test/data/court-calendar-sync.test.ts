import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findDocs } from '@/data';
import { addClosure, removeClosure } from '@/features/court-calendar/api/closure-writes';
import { closuresOf } from '@/features/court-calendar/closures';
import { deadlineFrom } from '@/lib/deadlines';
import { createDevice, type TestDevice } from '../support/device';
import { reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { arrives } from '../support/arrives';

/**
 * "Feriados e suspensões" reach every device (issue 38): an admin registers a municipal holiday
 * and a portaria offline on one tablet; after it syncs, a lawyer's tablet counts the same
 * deadline to a later day — the count reads only its local replica, so it holds offline too.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('court calendar sync', skipReason);
const devices: TestDevice[] = [];
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.close()));
});

const dueOn = async (d: TestDevice) => {
  const closures = closuresOf(await findDocs('events', { selector: { kind: 'outro' } }, { db: d.db }));
  return deadlineFrom('2026-07-10', 5, { court: 'TJSP', closures }).dueDate;
};

describe.skipIf(!server)('the firm’s closures between devices', { timeout: 180_000 }, () => {
  it('added offline on the admin’s tablet, they move the due date computed on a lawyer’s', async () => {
    const project = uniqueProjectId('demo-closures');
    const admin = await createDevice(server!, project, { uid: 'adm', role: 'admin', collections: ['events', 'logs'] });
    devices.push(admin);
    const lawyer = await createDevice(server!, project, { uid: 'adv', collections: ['events', 'logs'] });
    devices.push(lawyer);
    lawyer.startSync();
    expect(await dueOn(lawyer)).toBe('2026-07-17');

    // Offline: nothing syncs yet, the admin's own count already uses them.
    // An empty "até" is a single day; court codes are taken as typed.
    await addClosure(
      {
        kind: 'feriado',
        name: 'Aniversário de Campinas',
        from: '2026-07-14',
        to: '',
        courts: 'tjsp',
        basis: 'Lei municipal',
      },
      { db: admin.db, actorUid: 'adm' },
    );
    await addClosure(
      {
        kind: 'suspensao',
        name: 'Portaria 7/2026: PJe fora do ar',
        from: '2026-07-16',
        to: '2026-07-16',
        courts: '',
        basis: 'CPC art. 224 §1º',
      },
      { db: admin.db, actorUid: 'adm' },
    );
    expect(await dueOn(admin)).toBe('2026-07-21');

    admin.startSync();
    await admin.replication!.awaitInSync(60_000);
    await arrives('both closures on the lawyer’s tablet', async () => (await dueOn(lawyer)) === '2026-07-21');

    // Removed on the admin's tablet, the lawyer's count goes back.
    const [portaria] = closuresOf(await findDocs('events', { selector: { kind: 'outro' } }, { db: admin.db })).filter(
      (c) => c.kind === 'suspensao',
    );
    await removeClosure(portaria!, { db: admin.db, actorUid: 'adm' });
    await arrives('removal on the lawyer’s tablet', async () => (await dueOn(lawyer)) === '2026-07-20');
    expect(admin.errors).toEqual([]);
    expect(lawyer.errors).toEqual([]);
  });
});
