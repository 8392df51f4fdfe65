import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncHashOf } from '@advocacia/shared/sync/sync-hash';
import { backendDeps, deleteApp, initializeApp, Timestamp, type App } from '../../functions/src/admin';
import { lookupDatajud, type DatajudConfig } from '../../functions/src/datajud/client';
import {
  datajudInstant,
  followAllProcesses,
  followProcess,
  type DatajudDeps,
} from '../../functions/src/datajud/follow';
import { handleApiRequest } from '../../functions/src/router';
import { BACKEND_PATHS } from '@advocacia/shared/config/backend';
import { cnjCheckDigits } from '@advocacia/shared/validation/cnj';
import { datajudEntryId } from '@advocacia/shared/datajud/tracking';
import { prepareProject, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { startFakeDatajud, type FakeDatajud, type FakeProcess } from '../support/fake-datajud.mjs';
import { DATAJUD_CAPTURE_ID, parseDatajudCapture } from '@advocacia/shared/djen/capture';

/**
 * Processes that follow themselves (functions/src/datajud), against the official Firestore
 * emulator, with DataJud played by a FAKE on 127.0.0.1 (test/support/fake-datajud.mjs) that answers
 * in DataJud's recorded shape: new movements become timeline entries once (two runs, no
 * duplicates), empty hits (sealed / unknown) say not-found, 429 and 5xx are retried with back-off,
 * a refused key (401) is not retried and stops the scheduled run, and the process records it all.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: DataJud', skipReason);

/** A valid 20-digit number for branch J, court TR. */
function cnj(branch: string, tr: string, sequence: string): string {
  const year = '2024';
  const origin = '0100';
  return `${sequence}${cnjCheckDigits(sequence, year, branch, tr, origin)}${year}${branch}${tr}${origin}`;
}

const MOV = {
  distribuicao: { codigo: 26, nome: 'Distribuição', dataHora: '2024-02-01T10:00:00.000Z' },
  conclusao: { codigo: 51, nome: 'Conclusão', dataHora: '2024-02-05T12:30:00.000Z' },
  despacho: {
    codigo: 11010,
    nome: 'Mero expediente',
    dataHora: '2024-02-10T15:00:00.000Z',
    complementosTabelados: [{ codigo: 3, valor: 1, nome: 'Despacho', descricao: 'tipo_de_documento' }],
  },
  intimacao: { codigo: 12265, nome: 'Expedição de Intimação', dataHora: '2024-03-01T09:00:00.000Z' },
  sentenca: { codigo: 219, nome: 'Procedência', dataHora: '2024-03-20T18:45:00.000Z' },
};

function hit(movimentos: FakeProcess['movimentos'], grau = 'G1'): FakeProcess {
  return {
    grau,
    classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
    orgaoJulgador: { codigo: 1234, nome: '2ª Vara Cível de São Paulo' },
    assuntos: [{ codigo: 7780, nome: 'Indenização por Dano Moral' }],
    dataHoraUltimaAtualizacao: '2024-03-21T00:00:00.000Z',
    movimentos,
  };
}

describe.skipIf(!server)('backend: court movements from DataJud', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-datajud');
  let app: App;
  let deps: DatajudDeps;
  let fake: FakeDatajud;
  let seq = 0;
  const retries: { attempt: number; waitMs: number; httpStatus: number | null }[] = [];
  const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

  const config = (over: Partial<DatajudConfig> = {}): DatajudConfig => ({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    attempts: 3,
    retryBaseMs: 60,
    timeoutMs: 5_000,
    minIntervalMs: 0,
    ...over,
  });

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `${server!.host}:${server!.port}`;
    await prepareProject(server!, project);
    app = initializeApp({ projectId: project }, `datajud-${Date.now()}`);
    fake = await startFakeDatajud();
    deps = { ...backendDeps(app), datajud: config() };
  });
  beforeEach(() => {
    fake.requests.length = 0;
    retries.length = 0;
    deps = { ...deps, datajud: config() };
  });
  afterAll(async () => {
    await fake?.close();
    if (app) await deleteApp(app);
    if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
  });

  /** A process as the app's replication writes it. */
  async function seedProcess(number: string, fields: Record<string, unknown> = {}) {
    const id = `proc-${++seq}-${Date.now()}`;
    const now = new Date().toISOString();
    await deps.db.doc(`proccess/${id}`).set({
      id,
      clientId: 'cliente-1',
      cnj: number,
      type: number ? 'Judicial' : 'Extrajudicial',
      subject: 'Indenização',
      court: '',
      legalArea: 'Cível',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
      createdAt: now,
      createdBy: 'staff-uid',
      updatedAt: now,
      updatedBy: 'staff-uid',
      _deleted: false,
      serverTimestamp: Timestamp.now(),
      ...fields,
    });
    return id;
  }

  const processDoc = async (id: string) => (await deps.db.doc(`proccess/${id}`).get()).data()!;
  const entriesOf = async (id: string) =>
    (await deps.db.collection('status_proccess').where('processId', '==', id).get()).docs.map((d) => d.data());
  const onRetry = (r: { attempt: number; waitMs: number; httpStatus: number | null }) => retries.push(r);

  it('brings the movements once: the history on the first run, news after it, never a duplicate', async () => {
    const number = cnj('8', '26', '1000001');
    const id = await seedProcess(number);
    // Two degrees of jurisdiction, one movement present in both.
    fake.processes.set(`tjsp/${number}`, [
      hit([MOV.distribuicao, MOV.conclusao]),
      hit([MOV.conclusao, MOV.despacho], 'G2'),
    ]);

    const first = await followProcess(deps, id);
    expect(first).toMatchObject({ status: 'ok', added: 3 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/api_publica_tjsp/_search',
      body: { query: { match: { numeroProcesso: number } } },
    });
    expect(fake.requests[0]!.headers.authorization).toBe(`APIKey ${fake.apiKey}`);

    let entries = await entriesOf(id);
    expect(entries).toHaveLength(3);
    const despacho = entries.find((e) => e.movementCode === 11010)!;
    expect(despacho).toMatchObject({
      id: datajudEntryId(id, 11010, MOV.despacho.dataHora),
      processId: id,
      clientId: 'cliente-1',
      status: 'Mero expediente',
      description: 'tipo de documento: Despacho',
      date: MOV.despacho.dataHora,
      source: 'datajud',
      visibleToClient: false,
      notifyClient: false,
      createdBy: 'backend',
      updatedBy: 'backend',
      _deleted: false,
    });
    expect(despacho.serverTimestamp).toBeInstanceOf(Timestamp);
    expect(despacho.syncHash).toBe(syncHashOf(String(despacho.id), despacho));

    let proc = await processDoc(id);
    // The history is the baseline, not news; court, class and subjects filled in.
    expect(proc.datajud).toMatchObject({
      alias: 'tjsp',
      status: 'ok',
      newCount: 0,
      lastChangeAt: '',
      className: 'Procedimento Comum Cível',
      subjects: ['Indenização por Dano Moral'],
    });
    expect(proc.court).toBe('2ª Vara Cível de São Paulo');
    expect(proc.updatedBy).toBe('backend');
    expect(proc.serverTimestamp).toBeInstanceOf(Timestamp);
    expect(proc.syncHash).toBe(syncHashOf(id, proc));

    // Two new movements at the court: a second run adds exactly those.
    fake.processes.set(`tjsp/${number}`, [
      hit([MOV.distribuicao, MOV.conclusao, MOV.intimacao, MOV.sentenca]),
      hit([MOV.conclusao, MOV.despacho], 'G2'),
    ]);
    expect(await followProcess(deps, id)).toMatchObject({ status: 'ok', added: 2 });
    proc = await processDoc(id);
    expect(proc.datajud).toMatchObject({ status: 'ok', newCount: 2 });
    expect(proc.datajud.lastChangeAt).toBe(proc.datajud.checkedAt);

    // Nothing new: a third run writes no entry and keeps the count of unseen news.
    expect(await followProcess(deps, id)).toMatchObject({ status: 'ok', added: 0 });
    entries = await entriesOf(id);
    expect(entries).toHaveLength(5);
    expect(new Set(entries.map((e) => e.id)).size).toBe(5);
    expect((await processDoc(id)).datajud.newCount).toBe(2);

    // Staff mark them seen ("Marcar como vistas"); the next news counts from there.
    await deps.db.doc(`proccess/${id}`).update({ datajudSeenAt: proc.datajud.lastChangeAt });
    fake.processes.set(`tjsp/${number}`, [
      hit([
        MOV.distribuicao,
        MOV.conclusao,
        MOV.intimacao,
        MOV.sentenca,
        { codigo: 85, nome: 'Petição', dataHora: '2024-04-02T10:00:00.000Z' },
      ]),
    ]);
    expect(await followProcess(deps, id)).toMatchObject({ status: 'ok', added: 1 });
    expect((await processDoc(id)).datajud.newCount).toBe(1);
    expect(await entriesOf(id)).toHaveLength(6);
  });

  it("attack (issue 37): an entry squatting a movement's id does not keep the movement from the timeline", async () => {
    const number = cnj('8', '26', '3000003');
    const id = await seedProcess(number);
    const movementId = datajudEntryId(id, MOV.distribuicao.codigo, MOV.distribuicao.dataHora);
    // Made by hand under the id the movement will get (before the rules reserved it): no `source`, deleted.
    const at = new Date().toISOString();
    await deps.db.doc(`status_proccess/${movementId}`).set({
      id: movementId,
      processId: id,
      clientId: 'cliente-1',
      status: 'Nada a ver',
      description: '',
      date: at,
      visibleToClient: false,
      notifyClient: false,
      createdAt: at,
      createdBy: 'staff-uid',
      updatedAt: at,
      updatedBy: 'staff-uid',
      _deleted: true,
      serverTimestamp: Timestamp.now(),
    });
    fake.processes.set(`tjsp/${number}`, [hit([MOV.distribuicao])]);
    expect(await followProcess(deps, id)).toMatchObject({ status: 'ok', added: 1 });
    const entry = (await deps.db.doc(`status_proccess/${movementId}`).get()).data()!;
    expect(entry).toMatchObject({ source: 'datajud', _deleted: false, createdBy: 'backend', processId: id });
    expect(entry.status).not.toBe('Nada a ver');
    expect(entry.syncHash).toBe(syncHashOf(movementId, entry));
  });

  it('a staff-filled court is kept', async () => {
    const number = cnj('4', '03', '2000002');
    const id = await seedProcess(number, { court: '1ª Vara Federal de Campinas' });
    fake.processes.set(`trf3/${number}`, [hit([MOV.distribuicao])]);
    expect(await followProcess(deps, id)).toMatchObject({ status: 'ok', added: 1 });
    expect((await processDoc(id)).court).toBe('1ª Vara Federal de Campinas');
  });

  it('empty hits (sealed or unknown to DataJud) → not-found, nothing written to the timeline', async () => {
    const number = cnj('5', '02', '3000003');
    const id = await seedProcess(number);
    expect(await followProcess(deps, id)).toMatchObject({ status: 'not-found', added: 0 });
    expect(fake.requests[0]!.path).toBe('/api_publica_trt2/_search');
    expect((await processDoc(id)).datajud).toMatchObject({ alias: 'trt2', status: 'not-found', newCount: 0 });
    expect(await entriesOf(id)).toHaveLength(0);
  });

  it('429 then 200: waits (exponential back-off) and gets the answer', async () => {
    const number = cnj('8', '19', '4000004');
    const id = await seedProcess(number);
    fake.processes.set(`tjrj/${number}`, [hit([MOV.distribuicao])]);
    fake.failNext(429, 429);
    expect(await followProcess(deps, id, { onRetry })).toMatchObject({ status: 'ok', added: 1 });
    expect(fake.requests.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(retries.map((r) => [r.attempt, r.waitMs, r.httpStatus])).toEqual([
      [1, 60, 429],
      [2, 120, 429],
    ]);
    // The waits really happened between the requests.
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(55);
    expect(fake.requests[2]!.at - fake.requests[1]!.at).toBeGreaterThanOrEqual(115);
  });

  it('a dropped connection is retried too', async () => {
    const number = cnj('8', '13', '5000005');
    const id = await seedProcess(number);
    fake.processes.set(`tjmg/${number}`, [hit([MOV.distribuicao])]);
    fake.failNext('network');
    expect(await followProcess(deps, id, { onRetry })).toMatchObject({ status: 'ok', added: 1 });
    expect(retries).toHaveLength(1);
  });

  it('5xx on every attempt → unavailable, earlier movements and news kept', async () => {
    const number = cnj('8', '21', '6000006');
    const id = await seedProcess(number);
    fake.processes.set(`tjrs/${number}`, [hit([MOV.distribuicao])]);
    await followProcess(deps, id);
    fake.processes.set(`tjrs/${number}`, [hit([MOV.distribuicao, MOV.intimacao])]);
    await followProcess(deps, id);
    const before = (await processDoc(id)).datajud;
    fake.requests.length = 0;
    fake.failNext(503, 502, 500);
    expect(await followProcess(deps, id, { onRetry })).toMatchObject({
      status: 'unavailable',
      added: 0,
      failure: 'server-error',
    });
    expect(fake.requests.map((r) => r.status)).toEqual([503, 502, 500]);
    expect(retries.map((r) => r.waitMs)).toEqual([60, 120]);
    const after = (await processDoc(id)).datajud;
    expect(after).toMatchObject({
      status: 'unavailable',
      alias: 'tjrs',
      newCount: 1,
      lastChangeAt: before.lastChangeAt,
    });
    expect(after.checkedAt >= before.checkedAt).toBe(true);
    expect(await entriesOf(id)).toHaveLength(2);
  });

  it('401 (the public key changed) is not retried; the scheduled run stops at it', async () => {
    const a = await seedProcess(cnj('8', '05', '7000007'));
    const b = await seedProcess(cnj('8', '06', '7000008'));
    const key = fake.apiKey;
    fake.apiKey = 'chave-nova';
    try {
      expect(await followProcess(deps, a, { onRetry })).toMatchObject({
        status: 'unavailable',
        failure: 'unauthorized',
      });
      expect(fake.requests.map((r) => r.status)).toEqual([401]);
      expect(retries).toHaveLength(0);
      expect((await processDoc(a)).datajud.status).toBe('unavailable');

      fake.requests.length = 0;
      const report = await followAllProcesses({ ...deps, now: () => new Date(Date.now() + 48 * 3_600_000) });
      expect(report.stoppedBecause).toBe('unauthorized');
      expect(fake.requests).toHaveLength(1);
      expect(report.checked.filter((c) => c.failure === 'unauthorized')).toHaveLength(1);
      // Issue 38: firm-wide, where the devices read it (the admin's banner), not only on each process.
      const capture = (await deps.db.doc(`status_proccess/${DATAJUD_CAPTURE_ID}`).get()).data()!;
      expect(capture).toMatchObject({ source: 'captura', status: 'falha', processId: '', visibleToClient: false });
      expect(parseDatajudCapture(String(capture.description))).toMatchObject({ failure: 'unauthorized', checked: 1 });
      void b;
    } finally {
      fake.apiKey = key;
    }
  });

  it('numbers DataJud cannot answer are skipped with the reason, without asking', async () => {
    const stf = await seedProcess(cnj('1', '00', '8000009'));
    const invalid = await seedProcess('00000026620054058100');
    const extrajudicial = await seedProcess('');
    expect(await followProcess(deps, stf)).toMatchObject({ status: 'not-covered' });
    expect(await followProcess(deps, invalid)).toMatchObject({ status: 'invalid-number' });
    expect(await followProcess(deps, extrajudicial)).toMatchObject({ status: 'not-covered' });
    expect(fake.requests).toHaveLength(0);
    expect((await processDoc(invalid)).datajud).toMatchObject({ status: 'invalid-number', alias: '' });
    expect(await followProcess(deps, 'nao-existe')).toBeNull();
  });

  it('the scheduled run: judicial processes only, at the polite rate, skipping the recently checked, twice without duplicates', async () => {
    // Its own project, so the other cases' processes are not in the way.
    const own = uniqueProjectId('demo-datajud-run');
    await prepareProject(server!, own);
    const ownApp = initializeApp({ projectId: own }, `datajud-run-${Date.now()}`);
    const saved = deps;
    deps = { ...backendDeps(ownApp), datajud: config({ minIntervalMs: 150 }) };
    try {
      const numbers = [cnj('8', '16', '9000001'), cnj('8', '16', '9000002'), cnj('8', '16', '9000003')];
      for (const n of numbers) {
        await seedProcess(n);
        fake.processes.set(`tjpr/${n}`, [hit([MOV.distribuicao, MOV.despacho])]);
      }
      await seedProcess('');
      const first = await followAllProcesses(deps);
      expect(first.checked.map((c) => c.status)).toEqual(['ok', 'ok', 'ok']);
      expect(fake.requests).toHaveLength(3);
      for (let i = 1; i < 3; i++) expect(fake.requests[i]!.at - fake.requests[i - 1]!.at).toBeGreaterThanOrEqual(140);

      // Checked a moment ago: the next run leaves them alone.
      fake.requests.length = 0;
      const second = await followAllProcesses(deps);
      expect(second.checked).toHaveLength(0);
      expect(second.deferred).toBe(3);
      expect(fake.requests).toHaveLength(0);

      // A day later, with a limit of 2 per run: two are looked up again, nothing duplicated.
      const later = await followAllProcesses(
        { ...deps, now: () => new Date(Date.now() + 24 * 3_600_000) },
        { maxPerRun: 2 },
      );
      expect(later.checked.map((c) => c.added)).toEqual([0, 0]);
      expect(later.deferred).toBe(1);
      // The movements (the firm-wide capture status of issue 38 left out).
      expect((await deps.db.collection('status_proccess').where('source', '==', 'datajud').get()).size).toBe(6);
    } finally {
      deps = saved;
      await deleteApp(ownApp);
    }
  });

  it('"Atualizar agora" needs a signed-in member of the staff', async () => {
    const id = await seedProcess(cnj('8', '26', '1100001'));
    const response = await handleApiRequest(deps, { method: 'POST', path: `/api${BACKEND_PATHS.processDatajud(id)}` });
    expect(response.status).toBe(401);
    expect(
      (
        await handleApiRequest(deps, {
          method: 'GET',
          path: BACKEND_PATHS.processDatajud(id),
          authorization: 'Bearer x',
        })
      ).status,
    ).toBe(405);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('DataJud answers, without a server', () => {
  it('instants: ISO as sent, the older compact form read as Brasília time', () => {
    expect(datajudInstant('2024-02-10T15:00:00.000Z')).toBe('2024-02-10T15:00:00.000Z');
    expect(datajudInstant('20240210120000')).toBe('2024-02-10T15:00:00.000Z');
    expect(datajudInstant('ontem')).toBeNull();
    expect(datajudInstant(undefined)).toBeNull();
  });

  it('without an API key nothing is asked', async () => {
    const result = await lookupDatajud(
      { baseUrl: 'http://127.0.0.1:9', apiKey: null, attempts: 3, retryBaseMs: 1, timeoutMs: 100, minIntervalMs: 0 },
      'tjsp',
      '1',
    );
    expect(result).toEqual({ kind: 'unavailable', failure: 'no-api-key', httpStatus: null, attempts: 0 });
  });
});
