import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendDeps, deleteApp, initializeApp, Timestamp, type App } from '../../functions/src/admin';
import type { DjenConfig } from '../../functions/src/djen/client';
import { followDjen, type DjenDeps } from '../../functions/src/djen/follow';
import { captureDocId, parseCaptureStatus, type CaptureStatus } from '@advocacia/shared/djen/capture';
import { cnjCheckDigits } from '@advocacia/shared/validation/cnj';
import { prepareProject, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { djenCommunication, startFakeDjen, type FakeDjen } from '../support/fake-djen.mjs';

/**
 * Capture you can see (issue 38), against the official Firestore emulator and the FAKE DJEN on
 * 127.0.0.1: every OAB registration of a lawyer (principal and suplementares) is asked with its own
 * cursor — one added later from the last 7 days — and each run leaves, per registration, a capture
 * document the devices replicate (`status_proccess`, `source: 'captura'`): the last good check and
 * what it found, the last failure, and the failed runs in a row (the admin's banner from 2).
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: DJEN capture status', skipReason);

function cnj(sequence: string, tr = '26'): string {
  return `${sequence}${cnjCheckDigits(sequence, '2025', '8', tr, '0100')}20258${tr}0100`;
}

const ANA_SP = { name: 'ANA ADVOGADA', uf: 'SP', number: '123456' };
const ANA_RJ = { name: 'ANA ADVOGADA', uf: 'RJ', number: '222333' };
const ANA_MG = { name: 'ANA ADVOGADA', uf: 'MG', number: '98765' };

describe.skipIf(!server)('backend: DJEN capture status per registration', { timeout: 120_000 }, () => {
  let fake: FakeDjen;
  let app: App;
  let deps: DjenDeps;
  let now = new Date('2026-03-13T10:00:00Z'); // Friday, 07:00 in Brasília
  const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

  const config = (over: Partial<DjenConfig> = {}): DjenConfig => ({
    enabled: true,
    baseUrl: fake.url,
    attempts: 2,
    retryBaseMs: 20,
    timeoutMs: 5_000,
    minIntervalMs: 0,
    pageSize: 100,
    lookbackDays: 7,
    ...over,
  });

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `${server!.host}:${server!.port}`;
    fake = await startFakeDjen();
  });
  beforeEach(async () => {
    const project = uniqueProjectId('demo-djen-capture');
    await prepareProject(server!, project);
    app = initializeApp({ projectId: project }, `djen-capture-${project}`);
    now = new Date('2026-03-13T10:00:00Z');
    deps = { ...backendDeps(app), djen: config(), now: () => now };
    fake.communications.length = 0;
    fake.requests.length = 0;
  });
  afterEach(async () => {
    if (app) await deleteApp(app);
  });
  afterAll(async () => {
    await fake?.close();
    if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
  });

  async function seedLawyer(uid: string, oab: object, oabSupplementary: object[] = []) {
    const at = new Date().toISOString();
    await deps.db.doc(`users/${uid}`).set({
      id: uid,
      uid,
      displayName: uid,
      email: `${uid}@escritorio.com.br`,
      phoneNumber: '',
      cpf: '',
      role: 'advogado',
      status: 'active',
      oab,
      oabSupplementary,
      createdAt: at,
      createdBy: uid,
      updatedAt: at,
      updatedBy: uid,
      _deleted: false,
      serverTimestamp: Timestamp.now(),
    });
  }

  const capture = async (uf: string, number: string) => {
    const snap = await deps.db.doc(`status_proccess/${captureDocId(uf, number)}`).get();
    const data = snap.data();
    return { data, status: data ? parseCaptureStatus(String(data.description)) : null };
  };
  const days = (uf: string, number: string) =>
    fake.requests
      // The day queries (not the 30-day re-check for cancellations).
      .filter(
        (r) =>
          r.query.ufOab === uf &&
          r.query.numeroOab === number &&
          r.query.dataDisponibilizacaoFim === r.query.dataDisponibilizacaoInicio,
      )
      .map((r) => r.query.dataDisponibilizacaoInicio);

  it('asks the principal and each suplementar registration, each with its own status', async () => {
    await seedLawyer('ana', { uf: 'SP', number: '123456' }, [
      { uf: 'RJ', number: '222.333' },
      { uf: 'sp', number: '0123456' }, // the principal again: asked once
      { uf: 'XX' }, // malformed: skipped, not a crash
    ]);
    fake.communications.push(
      djenCommunication({ id: 901, day: '2026-03-12', cnj: cnj('1000001'), lawyers: [ANA_SP] }),
      djenCommunication({ id: 902, day: '2026-03-13', cnj: cnj('1000002', '19'), lawyers: [ANA_RJ], court: 'TJRJ' }),
      djenCommunication({ id: 903, day: '2026-03-13', cnj: cnj('1000003', '19'), lawyers: [ANA_RJ], court: 'TJRJ' }),
    );
    const report = await followDjen(deps);
    expect(report.lawyers.map((l) => l.key).sort()).toEqual(['RJ:222333', 'SP:123456']);
    // A registration asked for the first time: the last 7 days, today included.
    expect(days('SP', '123456')).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(days('RJ', '222333')).toHaveLength(7);

    const sp = await capture('SP', '123456');
    expect(sp.data).toMatchObject({
      source: 'captura',
      status: 'ok',
      processId: '',
      clientId: '',
      visibleToClient: false,
      _deleted: false,
    });
    expect(sp.status).toMatchObject<Partial<CaptureStatus>>({
      uf: 'SP',
      number: '123456',
      uids: ['ana'],
      lastOkAt: '2026-03-13T10:00:00.000Z',
      lastOkFound: 1,
      failure: '',
      failedRuns: 0,
      since: '2026-03-07',
    });
    expect((await capture('RJ', '222333')).status).toMatchObject({ lastOkFound: 2, failure: '' });
  });

  it('a registration failing then recovering: the failure and its count, then the good check again', async () => {
    await seedLawyer('ana', { uf: 'SP', number: '123456' });
    fake.communications.push(djenCommunication({ id: 911, day: '2026-03-13', cnj: cnj('2000001'), lawyers: [ANA_SP] }));

    // 07:00: DJEN down past the retries.
    fake.failNext(503, 503);
    expect((await followDjen(deps)).stoppedBecause).toBe('server-error');
    let sp = await capture('SP', '123456');
    expect(sp.data?.status).toBe('falha');
    expect(sp.status).toMatchObject({
      failure: 'server-error',
      failedAt: '2026-03-13T10:00:00.000Z',
      failedRuns: 1,
      lastOkAt: '',
    });

    // 12:00: down again — two runs in a row (the admin's banner).
    now = new Date('2026-03-13T15:00:00Z');
    fake.failNext(503, 503);
    await followDjen(deps);
    sp = await capture('SP', '123456');
    expect(sp.status).toMatchObject({ failure: 'server-error', failedRuns: 2, failedAt: '2026-03-13T15:00:00.000Z' });

    // 19:00: back; what it found, and the failures cleared (the last failure's time is kept).
    now = new Date('2026-03-13T22:00:00Z');
    expect((await followDjen(deps)).added).toBe(1);
    sp = await capture('SP', '123456');
    expect(sp.data?.status).toBe('ok');
    expect(sp.status).toMatchObject({
      failure: '',
      failedRuns: 0,
      lastOkAt: '2026-03-13T22:00:00.000Z',
      lastOkFound: 1,
      failedAt: '2026-03-13T15:00:00.000Z',
    });
  });

  it('a registration added later is asked from 7 days back while the others go on from their cursor', async () => {
    await seedLawyer('ana', { uf: 'SP', number: '123456' });
    await followDjen(deps);
    fake.requests.length = 0;
    now = new Date('2026-03-14T10:00:00Z');
    await seedLawyer('ana', { uf: 'SP', number: '123456' }, [{ uf: 'MG', number: ANA_MG.number }]);
    await followDjen(deps);
    expect(days('SP', '123456')).toEqual(['2026-03-13', '2026-03-14']);
    expect(days('MG', '98765')).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect((await capture('MG', '98765')).status).toMatchObject({ since: '2026-03-08', failure: '' });
  });

  it('a communication cancelled by the court on day 3: marked, its deadline flagged, nothing deleted', async () => {
    await seedLawyer('ana', { uf: 'SP', number: '123456' });
    const item = djenCommunication({ id: 921, day: '2026-03-12', cnj: cnj('3000001'), lawyers: [ANA_SP] });
    fake.communications.push(item);
    await followDjen(deps);
    // A lawyer created its deadline (as the app does: the event's id derives from the publication's).
    const at = new Date().toISOString();
    await deps.db.doc('events/prazo-djen-921').set({
      id: 'prazo-djen-921',
      title: 'Prazo: Intimação',
      kind: 'prazo',
      start: '2026-04-02T00:00:00.000Z',
      end: '2026-04-02T00:00:00.000Z',
      allDay: true,
      location: '',
      clientId: null,
      processId: null,
      notes: '15 dias úteis: vence em 02/04/2026.',
      responsibleUid: 'ana',
      createdAt: at,
      createdBy: 'ana',
      updatedAt: at,
      updatedBy: 'ana',
      _deleted: false,
      serverTimestamp: Timestamp.now(),
    });
    await deps.db
      .doc('status_proccess/djen-921')
      .update({ deadlineEventId: 'prazo-djen-921', deadlineDueOn: '2026-04-02' });

    // Day 3: DJEN now says the court cancelled it.
    now = new Date('2026-03-15T10:00:00Z');
    Object.assign(item, {
      ativo: false,
      data_cancelamento: '2026-03-14',
      motivo_cancelamento: 'Publicado em duplicidade',
    });
    const report = await followDjen(deps);
    expect(report.lawyers[0]!.cancelled).toBe(1);
    const pub = (await deps.db.doc('status_proccess/djen-921').get()).data()!;
    expect(pub).toMatchObject({
      cancellation: { on: '2026-03-14', reason: 'Publicado em duplicidade' },
      _deleted: false,
      deadlineEventId: 'prazo-djen-921',
      updatedBy: 'backend',
    });
    expect(pub.djen.text).toBeTruthy(); // the original text is kept
    const event = (await deps.db.doc('events/prazo-djen-921').get()).data()!;
    expect(event.title).toBe('CANCELADA — Prazo: Intimação');
    expect(event.notes).toBe(
      'Publicação cancelada pelo tribunal em 14/03/2026: Publicado em duplicidade. Confira antes de cumprir este prazo.\n15 dias úteis: vence em 02/04/2026.',
    );
    expect(event._deleted).toBe(false);

    // The next run finds it again: marked once.
    now = new Date('2026-03-15T15:00:00Z');
    expect((await followDjen(deps)).lawyers[0]!.cancelled).toBe(0);
    expect((await deps.db.doc('events/prazo-djen-921').get()).data()!.title).toBe('CANCELADA — Prazo: Intimação');
  });

  it('a 50-lawyer firm, 7-day first look-back and one 429: the run stops within its budget and the next finishes, least recently asked first', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 50; i++) {
      const number = String(100_000 + i);
      await seedLawyer(`adv-${i}`, { uf: 'SP', number });
      keys.push(`SP:${number}`);
    }
    // Each request costs a second at the polite rate: the clock counts them.
    const clock = () => fake.requests.length * 1000;
    deps = { ...deps, djen: config({ runBudgetMs: 300_000 }) };
    fake.failNext(429);

    const first = await followDjen(deps, { clock });
    expect(first.stoppedBecause).toBe('budget');
    const done = first.lawyers.map((l) => l.key);
    // 8 requests a registration (7 days + the 30-day re-check), one 429 retried: the budget is ~300 requests.
    expect(done.length).toBeGreaterThanOrEqual(30);
    expect(done.length).toBeLessThan(50);
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(1);

    const second = await followDjen(deps, { clock });
    expect(second.stoppedBecause).toBeUndefined();
    const left = keys.filter((k) => !done.includes(k));
    // The ones the first run left go first.
    expect(second.lawyers.slice(0, left.length).map((l) => l.key)).toEqual(left);
    expect(second.lawyers).toHaveLength(50);
    const statuses = await deps.db.collection('status_proccess').where('source', '==', 'captura').get();
    expect(statuses.size).toBe(50);
    expect(statuses.docs.every((d) => d.data().status === 'ok')).toBe(true);
  });

  it("the admin's switch in the app (config/jobs) turns the job on and off over the environment's default", async () => {
    await seedLawyer('ana', { uf: 'SP', number: '123456' });
    await deps.db.doc('config/jobs').set({ djen: false, updatedAt: new Date().toISOString(), updatedBy: 'adm' });
    expect((await followDjen(deps)).stoppedBecause).toBe('disabled');
    expect(fake.requests).toHaveLength(0);

    await deps.db.doc('config/jobs').set({ djen: true, updatedAt: new Date().toISOString(), updatedBy: 'adm' });
    const on = await followDjen({ ...deps, djen: config({ enabled: false }) });
    expect(on.stoppedBecause).toBeUndefined();
    expect(on.lawyers).toHaveLength(1);
  });
});
