import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendDeps, deleteApp, initializeApp, Timestamp, type App } from '../../functions/src/admin';
import { djenConfigFromEnv, fetchDjenDay, type DjenConfig } from '../../functions/src/djen/client';
import { brasiliaDay, followDjen, type DjenDeps } from '../../functions/src/djen/follow';
import { cnjCheckDigits } from '@advocacia/shared/validation/cnj';
import { cnjDigitsOf, djenEntryId, djenPlainText, oabKey } from '@advocacia/shared/djen/publication';
import { prepareProject, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { djenCommunication, startFakeDjen, type FakeDjen } from '../support/fake-djen.mjs';

/**
 * Intimations find the lawyer (functions/src/djen), against the official Firestore emulator, with
 * the CNJ's Comunica PJe API (DJEN) played by a FAKE on 127.0.0.1 (test/support/fake-djen.mjs)
 * answering in DJEN's documented shape: the firm's active lawyers are asked by OAB for each new
 * availability day, page after page; each communication becomes one `status_proccess` document
 * (on the process's timeline when its number — masked or not — is a process of the firm, in
 * "Publicações a triar" otherwise), once across pages, runs and lawyers; 429 and 5xx are retried
 * with back-off, and an outage stops the run without moving the cursor.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: DJEN', skipReason);

function cnj(sequence: string, tr = '26'): string {
  const year = '2025';
  const origin = '0100';
  return `${sequence}${cnjCheckDigits(sequence, year, '8', tr, origin)}${year}8${tr}${origin}`;
}

const ANA = { uid: 'ana-uid', name: 'ANA ADVOGADA', uf: 'SP', number: '123456' };
// Stored with a leading zero and a dot in the profile; DJEN knows her as "654321".
const BRUNO = { uid: 'bruno-uid', name: 'BRUNO ADVOGADO', uf: 'SP', number: '654321', stored: '0654.321' };
const OUTSIDER = { name: 'ADVOGADO DA OUTRA PARTE', uf: 'RJ', number: '94719' };

describe.skipIf(!server)('backend: DJEN publications by OAB', { timeout: 120_000 }, () => {
  let fake: FakeDjen;
  let app: App;
  let deps: DjenDeps;
  let now = new Date('2026-03-13T15:00:00Z'); // a Friday, noon in Brasília
  const retries: { attempt: number; waitMs: number; httpStatus: number | null }[] = [];
  const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

  const config = (over: Partial<DjenConfig> = {}): DjenConfig => ({
    enabled: true,
    baseUrl: fake.url,
    attempts: 3,
    retryBaseMs: 60,
    timeoutMs: 5_000,
    minIntervalMs: 0,
    pageSize: 2,
    lookbackDays: 2,
    ...over,
  });

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `${server!.host}:${server!.port}`;
    fake = await startFakeDjen();
  });
  // Each case has its own project: lawyers, processes and cursors start empty.
  beforeEach(async () => {
    const project = uniqueProjectId('demo-djen');
    await prepareProject(server!, project);
    app = initializeApp({ projectId: project }, `djen-${project}`);
    now = new Date('2026-03-13T15:00:00Z');
    deps = { ...backendDeps(app), djen: config(), now: () => now };
    fake.communications.length = 0;
    fake.requests.length = 0;
    retries.length = 0;
    await seedUser(ANA.uid, 'advogado', { uf: ANA.uf, number: ANA.number });
    await seedUser(BRUNO.uid, 'advogado', { uf: BRUNO.uf, number: BRUNO.stored });
    await seedUser('carla-uid', 'atendente', null);
    // Not asked: a lawyer waiting for approval, and one disabled.
    await seedUser('dani-uid', 'advogado', { uf: 'MG', number: '111' }, 'pending');
    await seedUser('edu-uid', 'advogado', { uf: 'MG', number: '222' }, 'disabled');
  });
  afterEach(async () => {
    if (app) await deleteApp(app);
  });
  afterAll(async () => {
    await fake?.close();
    if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
  });

  async function seedUser(uid: string, role: string, oab: { uf: string; number: string } | null, status = 'active') {
    const at = new Date().toISOString();
    await deps.db.doc(`users/${uid}`).set({
      id: uid,
      uid,
      displayName: uid,
      email: `${uid}@escritorio.com.br`,
      phoneNumber: '',
      cpf: '',
      role,
      status,
      oab,
      createdAt: at,
      createdBy: uid,
      updatedAt: at,
      updatedBy: uid,
      _deleted: false,
      serverTimestamp: Timestamp.now(),
    });
  }

  async function seedProcess(number: string, clientId = 'cliente-1') {
    const id = `proc-${number.slice(0, 7)}`;
    const at = new Date().toISOString();
    await deps.db.doc(`proccess/${id}`).set({
      id,
      clientId,
      cnj: number,
      type: 'Judicial',
      subject: 'Cobrança',
      court: '',
      legalArea: 'Cível',
      currentStatus: '',
      openedAt: null,
      responsibleUid: null,
      createdAt: at,
      createdBy: 'staff',
      updatedAt: at,
      updatedBy: 'staff',
      _deleted: false,
      serverTimestamp: Timestamp.now(),
    });
    return id;
  }

  const publications = async () =>
    (await deps.db.collection('status_proccess').where('source', '==', 'djen').get()).docs.map((d) => d.data());
  const cursor = async (key: string) => (await deps.db.doc(`djen_cursors/${key}`).get()).data();
  const asked = () =>
    fake.requests.map(
      (r) => `${r.query.ufOab}${r.query.numeroOab} ${r.query.dataDisponibilizacaoInicio} p${r.query.pagina}`,
    );

  it('asks each lawyer by OAB for each new day, pages through, and writes each communication once', async () => {
    const known = cnj('1000001');
    const processId = await seedProcess(known);
    const unknown = cnj('2000002', '19');
    const masked = djenCommunication({ id: 501, day: '2026-03-12', cnj: known, lawyers: [ANA, OUTSIDER] });
    const unmasked = djenCommunication({
      id: 502,
      day: '2026-03-12',
      cnj: known,
      lawyers: [ANA],
      masked: false,
      kind: 'Intimação',
      text: '<p>DESPACHO</p><p>Manifeste-se a parte autora &amp; junte documentos.<br>Prazo: 15 dias.</p>',
    });
    const both = djenCommunication({
      id: 503,
      day: '2026-03-12',
      cnj: unknown,
      lawyers: [ANA, { ...BRUNO, number: '0654321' }],
      court: 'TJRJ',
      kind: 'Edital',
    });
    // DJEN's pages shifted while it was fed: 502 is on page 1 and again on page 2.
    fake.communications.push(masked, unmasked, unmasked, both);

    const report = await followDjen(deps);
    expect(report.stoppedBecause).toBeUndefined();
    expect(report.added).toBe(3);
    // Ana: 12/03 in two pages of 2 (count 4), 13/03 empty; Bruno: one page per day. Nobody else.
    // Then, per lawyer, one query over the last 30 days for cancellations (issue 38), from 11/02.
    expect(asked()).toEqual([
      'SP123456 2026-03-12 p1',
      'SP123456 2026-03-12 p2',
      'SP123456 2026-03-13 p1',
      'SP123456 2026-02-11 p1',
      'SP123456 2026-02-11 p2',
      'SP654321 2026-03-12 p1',
      'SP654321 2026-03-13 p1',
      'SP654321 2026-02-11 p1',
    ]);
    const recheck = (r: (typeof fake.requests)[number]) => r.query.dataDisponibilizacaoInicio === '2026-02-11';
    expect(
      fake.requests.every(
        (r) =>
          r.query.itensPorPagina === '2' &&
          r.query.dataDisponibilizacaoFim === (recheck(r) ? '2026-03-13' : r.query.dataDisponibilizacaoInicio),
      ),
    ).toBe(true);

    const docs = await publications();
    expect(docs.map((d) => d.id).sort()).toEqual([djenEntryId(501), djenEntryId(502), djenEntryId(503)]);
    const byId = new Map(docs.map((d) => [d.id, d]));
    // Masked or not, the number finds the firm's process: on its timeline.
    for (const id of [501, 502]) {
      expect(byId.get(djenEntryId(id))).toMatchObject({
        processId,
        clientId: 'cliente-1',
        triage: 'matched',
        source: 'djen',
        visibleToClient: false,
        notifyClient: false,
        date: '2026-03-12T03:00:00.000Z',
        createdBy: 'backend',
        _deleted: false,
      });
      expect(byId.get(djenEntryId(id))!.djen.cnj).toBe(known);
    }
    expect(byId.get(djenEntryId(501))).toMatchObject({
      status: 'Intimação',
      description: '2ª Vara Cível do Foro Central · PROCEDIMENTO COMUM CÍVEL',
      seenAt: '',
      deadlineDueOn: '',
      djen: {
        communicationId: '501',
        hash: 'hash501',
        availableOn: '2026-03-12',
        court: 'TJSP',
        kind: 'Intimação',
        lawyerUids: [ANA.uid],
        lawyers: [
          { name: ANA.name, oab: 'SP 123456' },
          { name: OUTSIDER.name, oab: 'RJ 94719' },
        ],
      },
    });
    expect(byId.get(djenEntryId(501))!.serverTimestamp).toBeInstanceOf(Timestamp);
    // Kept as text: tags dropped, entities decoded.
    expect(byId.get(djenEntryId(502))!.djen.text).toBe(
      'DESPACHO\nManifeste-se a parte autora & junte documentos.\nPrazo: 15 dias.',
    );
    // No process has that number: one entry to triage, for both lawyers it names.
    expect(byId.get(djenEntryId(503))).toMatchObject({
      processId: '',
      clientId: '',
      triage: 'pending',
      status: 'Edital',
      djen: { court: 'TJRJ', cnj: unknown, lawyerUids: [ANA.uid, BRUNO.uid].sort() },
    });

    expect(await cursor('SP-123456')).toMatchObject({ lastDay: '2026-03-13', status: 'ok', uids: [ANA.uid] });
    expect(await cursor('SP-654321')).toMatchObject({ lastDay: '2026-03-13', status: 'ok', uids: [BRUNO.uid] });

    // The same run again (a retry): only the last day is asked again, nothing is duplicated.
    fake.requests.length = 0;
    const again = await followDjen(deps);
    expect(again.added).toBe(0);
    // Only today again (the cursor's day), then each lawyer's 30-day re-check for cancellations (issue 38).
    expect(asked()).toEqual([
      'SP123456 2026-03-13 p1',
      'SP123456 2026-02-11 p1',
      'SP123456 2026-02-11 p2',
      'SP654321 2026-03-13 p1',
      'SP654321 2026-02-11 p1',
    ]);
    expect(await publications()).toHaveLength(3);

    // Monday: the days since the cursor (the weekend included: DJEN publishes on any day), once each.
    now = new Date('2026-03-16T12:00:00Z');
    fake.requests.length = 0;
    fake.communications.push(djenCommunication({ id: 504, day: '2026-03-16', cnj: known, lawyers: [BRUNO] }));
    const monday = await followDjen(deps);
    expect(monday.added).toBe(1);
    expect(asked().filter((a) => a.startsWith('SP654321'))).toEqual([
      'SP654321 2026-03-13 p1',
      'SP654321 2026-03-14 p1',
      'SP654321 2026-03-15 p1',
      'SP654321 2026-03-16 p1',
      'SP654321 2026-02-14 p1', // the 30-day re-check for cancellations (issue 38)
    ]);
    expect((await publications()).find((d) => d.id === djenEntryId(504))).toMatchObject({
      processId,
      triage: 'matched',
      djen: { lawyerUids: [BRUNO.uid] },
    });
  });

  it('a lawyer added later joins a publication already there; staff triage and a deletion are kept', async () => {
    const number = cnj('3000003');
    fake.communications.push(djenCommunication({ id: 601, day: '2026-03-13', cnj: number, lawyers: [ANA, BRUNO] }));
    // Bruno's profile has no OAB yet: only Ana is asked, yet both are named (Bruno is a firm lawyer by OAB only once he has one).
    await seedUser(BRUNO.uid, 'advogado', null);
    await followDjen(deps);
    let [doc] = await publications();
    expect(doc!.djen.lawyerUids).toEqual([ANA.uid]);

    // Staff dismiss it; Bruno fills in his OAB; the next run adds him without touching the triage.
    await deps.db
      .doc(`status_proccess/${doc!.id}`)
      .update({ triage: 'dismissed', triageReason: 'Processo de outro escritório' });
    await seedUser(BRUNO.uid, 'advogado', { uf: BRUNO.uf, number: BRUNO.stored });
    await followDjen(deps);
    [doc] = await publications();
    expect(doc).toMatchObject({
      triage: 'dismissed',
      triageReason: 'Processo de outro escritório',
      djen: { lawyerUids: [ANA.uid, BRUNO.uid].sort() },
    });

    // Deleted by staff: never written again.
    await deps.db.doc(`status_proccess/${doc!.id}`).update({ _deleted: true });
    await followDjen(deps);
    expect((await publications())[0]).toMatchObject({ _deleted: true });
  });

  it("attack (issue 37): an entry squatting a communication's id does not keep the intimation from the firm", async () => {
    const known = cnj('1000011');
    const processId = await seedProcess(known);
    const id = djenEntryId(701);
    const at = new Date().toISOString();
    // Made by hand under the id the communication will get (before the rules reserved it): an
    // ordinary, deleted entry — the store used to find it "already there" and keep it.
    await deps.db.doc(`status_proccess/${id}`).set({
      id,
      processId,
      clientId: 'cliente-1',
      status: 'Anotação',
      description: '',
      date: at,
      visibleToClient: false,
      notifyClient: false,
      createdAt: at,
      createdBy: 'carla-uid',
      updatedAt: at,
      updatedBy: 'carla-uid',
      _deleted: true,
      serverTimestamp: Timestamp.now(),
    });
    fake.communications.push(djenCommunication({ id: 701, day: '2026-03-12', cnj: known, lawyers: [ANA] }));
    const another = djenCommunication({ id: 702, day: '2026-03-12', cnj: cnj('2000012', '19'), lawyers: [ANA] });
    await deps.db.doc(`status_proccess/${djenEntryId(702)}`).set({ id: djenEntryId(702), note: 'reservado' });
    fake.communications.push(another);

    const report = await followDjen(deps);
    expect(report.added).toBe(2);
    const byId = new Map((await publications()).map((d) => [d.id, d]));
    // On the process's timeline, and in the triage list.
    expect(byId.get(id)).toMatchObject({ source: 'djen', processId, triage: 'matched', _deleted: false });
    expect(byId.get(djenEntryId(702))).toMatchObject({
      source: 'djen',
      processId: '',
      triage: 'pending',
      _deleted: false,
    });
    expect(byId.get(djenEntryId(702))!.note).toBeUndefined();
  });

  it('429 then 200: waits (exponential back-off) and goes on', async () => {
    fake.communications.push(djenCommunication({ id: 701, day: '2026-03-13', cnj: cnj('4000004'), lawyers: [ANA] }));
    fake.failNext(429, 429);
    const report = await followDjen(
      { ...deps, djen: config({ lookbackDays: 1 }) },
      { onRetry: (r) => retries.push(r) },
    );
    expect(report.added).toBe(1);
    expect(fake.requests.slice(0, 3).map((r) => r.status)).toEqual([429, 429, 200]);
    expect(retries.map((r) => [r.attempt, r.waitMs, r.httpStatus])).toEqual([
      [1, 60, 429],
      [2, 120, 429],
    ]);
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(55);
    expect(fake.requests[2]!.at - fake.requests[1]!.at).toBeGreaterThanOrEqual(115);
  });

  it('5xx on every attempt: the run stops, the cursor stays, the next run resumes from it', async () => {
    fake.communications.push(djenCommunication({ id: 801, day: '2026-03-12', cnj: cnj('5000005'), lawyers: [ANA] }));
    fake.failNext(503, 502, 500);
    const report = await followDjen(deps, { onRetry: (r) => retries.push(r) });
    expect(report.stoppedBecause).toBe('server-error');
    expect(report.lawyers).toHaveLength(1);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 502, 500]);
    expect(retries.map((r) => r.waitMs)).toEqual([60, 120]);
    expect(await cursor('SP-123456')).toMatchObject({ status: 'unavailable', failure: 'server-error' });
    expect((await cursor('SP-123456'))!.lastDay).toBeUndefined();
    expect(await publications()).toHaveLength(0);

    fake.requests.length = 0;
    const next = await followDjen(deps);
    expect(next.added).toBe(1);
    // Bruno, whom the stopped run never reached, goes first (issue 38: least recently asked first);
    // Ana resumes from her cursor.
    expect(asked()[0]).toBe('SP654321 2026-03-12 p1');
    expect(asked().find((a) => a.startsWith('SP123456'))).toBe('SP123456 2026-03-12 p1');
    expect(await cursor('SP-123456')).toMatchObject({ status: 'ok', failure: '', lastDay: '2026-03-13' });
  });

  it('off: nothing is asked', async () => {
    const report = await followDjen({ ...deps, djen: config({ enabled: false }) });
    expect(report).toEqual({ lawyers: [], added: 0, stoppedBecause: 'disabled' });
    expect(fake.requests).toHaveLength(0);
  });

  it('the polite rate spaces every request of a run', async () => {
    await followDjen({ ...deps, djen: config({ minIntervalMs: 120 }) });
    // Two lawyers: two days each and the 30-day re-check for cancellations (issue 38).
    expect(fake.requests).toHaveLength(6);
    for (let i = 1; i < fake.requests.length; i++)
      expect(fake.requests[i]!.at - fake.requests[i - 1]!.at).toBeGreaterThanOrEqual(110);
  });
});

describe('DJEN, without a server', () => {
  it('reads its configuration from the environment: off unless enabled, at most 100 per page', () => {
    expect(djenConfigFromEnv({})).toMatchObject({
      enabled: false,
      baseUrl: 'https://comunicaapi.pje.jus.br',
      pageSize: 100,
      retryBaseMs: 60_000,
      minIntervalMs: 1000,
    });
    expect(
      djenConfigFromEnv({ DJEN_ENABLED: 'true', DJEN_BASE_URL: 'http://127.0.0.1:1/', DJEN_PAGE_SIZE: '500' }),
    ).toMatchObject({ enabled: true, baseUrl: 'http://127.0.0.1:1', pageSize: 100 });
  });

  it('OAB keys, CNJ digits, plain text, Brasília days', () => {
    expect(oabKey('rj', '094719')).toBe('RJ:94719');
    expect(oabKey('SP', '123.456-A')).toBe('SP:123456A');
    expect(oabKey('S', '1')).toBeNull();
    expect(cnjDigitsOf('0919992-11.2023.8.19.0001')).toBe('09199921120238190001');
    expect(cnjDigitsOf('123')).toBe('');
    expect(djenPlainText('*** SECRETARIA ***\n\r------\n\rEDITAL')).toBe('*** SECRETARIA ***\n------\nEDITAL');
    expect(djenPlainText('<script>alert(1)</script>ok')).toBe('alert(1)ok');
    expect(brasiliaDay(new Date('2026-03-14T02:30:00Z'))).toBe('2026-03-13');
  });

  it('a network failure on every attempt is reported, not thrown', async () => {
    const result = await fetchDjenDay(
      {
        enabled: true,
        baseUrl: 'http://127.0.0.1:9',
        attempts: 2,
        retryBaseMs: 1,
        timeoutMs: 500,
        minIntervalMs: 0,
        pageSize: 100,
        lookbackDays: 1,
      },
      { uf: 'SP', number: '1' },
      '2026-03-13',
    );
    expect(result).toMatchObject({ kind: 'unavailable', failure: 'network', attempts: 2 });
  });
});
