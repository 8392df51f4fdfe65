import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '../../functions/src/alerts/run';
import { claim } from '../../functions/src/alerts/ledger';
import { collectAlerts } from '../../functions/src/alerts/sources';
import { activeStaff } from '../../functions/src/alerts/staff';
import { spDay } from '../../functions/src/alerts/clock';
import { reportSkipped, testFirestore } from '../support/firestore-emulator';
import { startFakeWebPush, type FakeWebPush } from '../support/fake-web-push.mjs';
import { receivedBy, startFirm, titles, type Firm } from './staff-alerts-support';

/**
 * The staff alert job (functions/src/alerts, issue 36) against the official Firestore emulator,
 * sending through `web-push` to a FAKE push service on 127.0.0.1 that checks the VAPID JWT and
 * decrypts each message with the device's own keys. Clocks are fixed (deps.now); São Paulo is
 * UTC-3, so 07:00 there is 10:00Z. 2026-12-01 is a Tuesday.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: staff alerts', skipReason);

describe.skipIf(!server)('backend: staff alerts by Web Push', { timeout: 180_000 }, () => {
  let push: FakeWebPush;
  let firm: Firm;
  const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `${server!.host}:${server!.port}`;
    push = await startFakeWebPush();
  });
  beforeEach(async () => {
    push.requests.length = 0;
    firm = await startFirm(server!, push);
  });
  afterEach(async () => firm?.close());
  afterAll(async () => {
    await push?.close();
    if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
  });

  const run = async (at: string) => {
    firm.setClock(at);
    return runAlerts(firm.deps);
  };
  /** A DJEN publication the deadline came from, already triaged and read (no intimation alerts of its own). */
  const triagedPublication = (id: string, lawyerUids: string[], eventId: string) =>
    firm.put(`status_proccess/${id}`, {
      processId: 'proc-1',
      clientId: 'cli-1',
      status: 'Intimação',
      source: 'djen',
      djen: { court: 'TJSP', cnj: '12345678920268260100', kind: 'Intimação', organ: '1ª Vara Cível', lawyerUids },
      triage: 'attached',
      seenAt: '2026-11-20T12:00:00.000Z',
      deadlineEventId: eventId,
      deadlineDueOn: '2026-12-04',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
  const deadline = (id: string, day: string, responsibleUid: string | null) =>
    firm.put(`events/${id}`, {
      title: 'Prazo: Contestação — 1234567-89.2026.8.26.0100',
      kind: 'prazo',
      start: day,
      end: day,
      allDay: true,
      location: '',
      clientId: 'cli-1',
      processId: 'proc-1',
      notes: '',
      responsibleUid,
    });

  it('a deadline reaches its responsible person and the lawyers the publication names at 07:00 of D-3, D-1 and D-0, once per device, whatever the runs', async () => {
    await firm.staff('adv1');
    await firm.staff('adv2');
    await firm.staff('ate1', 'atendente');
    const tablet = await firm.device('adv1', 'tablet');
    const phone = await firm.device('adv1', 'phone');
    const named = await firm.device('adv2', 'desk');
    const bystander = await firm.device('ate1', 'desk');
    await triagedPublication('djen-1', ['adv2'], 'prazo-djen-1');
    await deadline('prazo-djen-1', '2026-12-04', 'adv1');

    // 06:59 in São Paulo on D-3: not yet.
    expect((await run('2026-12-01T09:59:00.000Z')).sent).toEqual([]);
    const d3 = await run('2026-12-01T10:00:00.000Z');
    expect(d3.sent.map((s) => `${s.uid}/${s.deviceId}/${s.result}`).sort()).toEqual([
      'adv1/phone/enviada',
      'adv1/tablet/enviada',
      'adv2/desk/enviada',
    ]);
    const [payload] = receivedBy(push, tablet.endpoint);
    expect(payload).toEqual({
      kind: 'prazo',
      title: 'Prazo vence em 3 dias',
      body: 'Prazo: Contestação — 1234567-89.2026.8.26.0100 — 04/12/2026',
      tag: 'prazo-prazo-djen-1',
      url: '/eventos/editar/prazo-djen-1',
      sentAt: '2026-12-01T10:00:00.000Z',
    });
    // The push service saw a valid VAPID JWT for its own origin, signed with the demo key.
    expect(push.requests.every((r) => r.vapid?.aud === push.url && r.status === 201)).toBe(true);

    // Later runs the same day, and D-2: nothing new.
    await run('2026-12-01T10:05:00.000Z');
    await run('2026-12-01T18:00:00.000Z');
    await run('2026-12-02T10:00:00.000Z');
    await run('2026-12-03T10:00:00.000Z');
    await run('2026-12-03T10:05:00.000Z');
    await run('2026-12-04T10:00:00.000Z');
    await run('2026-12-04T20:00:00.000Z');
    await run('2026-12-05T10:00:00.000Z');
    const expected = ['Prazo vence em 3 dias', 'Prazo vence amanhã', 'Prazo vence hoje'];
    expect(titles(push, tablet.endpoint)).toEqual(expected);
    expect(titles(push, phone.endpoint)).toEqual(expected);
    expect(titles(push, named.endpoint)).toEqual(expected);
    expect(titles(push, bystander.endpoint)).toEqual([]);
  });

  it('a deadline created late is announced for the days still ahead, never for a day already past', async () => {
    await firm.staff('adv1');
    const tablet = await firm.device('adv1', 'tablet');
    // Created on D-1 at 12:00 in São Paulo: D-3 (Tuesday) is past; D-1's 07:00 passed today, still today.
    firm.setClock('2026-12-03T15:00:00.000Z');
    await deadline('prazo-late', '2026-12-04', 'adv1');
    await run('2026-12-03T15:00:00.000Z');
    await run('2026-12-04T10:00:00.000Z');
    expect(titles(push, tablet.endpoint)).toEqual(['Prazo vence amanhã', 'Prazo vence hoje']);
  });

  it('a deadline that moved is announced for its new day only; a deleted one not at all', async () => {
    await firm.staff('adv1');
    const tablet = await firm.device('adv1', 'tablet');
    await deadline('prazo-moves', '2026-12-04', 'adv1');
    await deadline('prazo-gone', '2026-12-04', 'adv1');
    await run('2026-12-01T10:00:00.000Z');
    expect(titles(push, tablet.endpoint)).toEqual(['Prazo vence em 3 dias', 'Prazo vence em 3 dias']);

    // Moved to Tuesday 08/12; the other deleted (soft, as the app deletes).
    await deadline('prazo-moves', '2026-12-08', 'adv1');
    await firm.deps.db.doc('events/prazo-gone').update({ _deleted: true });
    await run('2026-12-03T10:00:00.000Z');
    await run('2026-12-04T10:00:00.000Z');
    await run('2026-12-05T10:00:00.000Z');
    const moved = receivedBy(push, tablet.endpoint).slice(2);
    expect(moved.map((p) => `${p.title} | ${p.body.slice(-10)}`)).toEqual(['Prazo vence em 3 dias | 08/12/2026']);
    await run('2026-12-07T10:00:00.000Z');
    await run('2026-12-08T10:00:00.000Z');
    expect(titles(push, tablet.endpoint).slice(2)).toEqual([
      'Prazo vence em 3 dias',
      'Prazo vence amanhã',
      'Prazo vence hoje',
    ]);
  });

  it('the transaction that decides re-reads the cause: an alert computed before the deadline moved is not sent', async () => {
    await firm.staff('adv1');
    const tablet = await firm.device('adv1', 'tablet');
    await deadline('prazo-race', '2026-12-04', 'adv1');
    firm.setClock('2026-12-01T10:00:00.000Z');
    const now = new Date('2026-12-01T10:00:00.000Z');
    const alerts = await collectAlerts(firm.deps, { now, today: spDay(now), staff: await activeStaff(firm.deps) });
    const d3 = alerts.find((a) => a.key === 'prazo-prazo-race-2026-12-04-D3')!;
    expect(d3).toBeDefined();
    // Moved between reading the events and deciding.
    await deadline('prazo-race', '2026-12-05', 'adv1');
    const device = { ...(await firm.deps.db.doc('expoToken/adv1/webPush/tablet').get()).data()!, deviceId: 'tablet' };
    expect(await claim(firm.deps, d3, 'adv1', device as never, now)).toBe('changed');
    expect(push.received(tablet.endpoint)).toEqual([]);
  });

  it('hearings and other timed events: the day before at 18:00 and 2 h before, for who asked for them', async () => {
    await firm.staff('adv1', 'advogado', { audiencias: true });
    await firm.staff('adv2'); // audiências off by default
    const tablet = await firm.device('adv1', 'tablet');
    const other = await firm.device('adv2', 'tablet');
    const hearing = {
      title: 'Audiência de conciliação',
      kind: 'audiencia',
      start: '2026-12-02T17:00:00.000Z', // 14:00 in São Paulo
      end: '2026-12-02T18:00:00.000Z',
      allDay: false,
      location: 'Fórum João Mendes, sala 5',
      clientId: 'cli-1',
      processId: 'proc-1',
      notes: '',
    };
    await firm.put('events/aud-1', { ...hearing, responsibleUid: 'adv1' });
    await firm.put('events/aud-2', { ...hearing, responsibleUid: 'adv2' });
    await firm.put('events/reuniao-1', {
      ...hearing,
      title: 'Reunião com a cliente',
      kind: 'reuniao',
      start: '2026-12-02T19:30:00.000Z',
      end: '2026-12-02T20:00:00.000Z',
      location: '',
      responsibleUid: 'adv1',
    });
    await run('2026-12-01T20:59:00.000Z'); // 17:59 the day before
    expect(push.received()).toEqual([]);
    await run('2026-12-01T21:00:00.000Z');
    await run('2026-12-02T14:59:00.000Z');
    await run('2026-12-02T15:00:00.000Z'); // 12:00, 2 h before the hearing
    await run('2026-12-02T17:30:00.000Z'); // 14:30, 2 h before the meeting
    await run('2026-12-02T17:35:00.000Z');
    const got = receivedBy(push, tablet.endpoint);
    expect(got.map((p) => p.title)).toEqual([
      'Audiência amanhã às 14:00',
      'Compromisso amanhã às 16:30',
      'Audiência em 2 horas (14:00)',
      'Compromisso em 2 horas (16:30)',
    ]);
    expect(got[0]).toMatchObject({
      kind: 'audiencia',
      body: 'Audiência de conciliação — Fórum João Mendes, sala 5',
      tag: 'evento-aud-1',
      url: '/eventos/editar/aud-1',
    });
    expect(push.received(other.endpoint)).toEqual([]);
  });

  it('a new DJEN intimation reaches the lawyers it names at the next run; untriaged after one business day it reaches them again and the admins', async () => {
    await firm.staff('adv1');
    await firm.staff('adv2');
    await firm.staff('chefe', 'admin');
    const adv1 = await firm.device('adv1', 'tablet');
    const adv2 = await firm.device('adv2', 'tablet');
    const admin = await firm.device('chefe', 'tablet');
    // Captured on Friday 04/12 at 15:00 in São Paulo, three of them; one is triaged at once.
    firm.setClock('2026-12-04T18:00:00.000Z');
    const publication = (n: number, lawyerUids: string[]) =>
      firm.put(`status_proccess/djen-${n}`, {
        processId: '',
        clientId: '',
        status: 'Intimação',
        source: 'djen',
        djen: {
          court: 'TJSP',
          cnj: `123456${n}89202682601${n}0`,
          kind: 'Intimação',
          organ: '2ª Vara Cível do Foro Central',
          lawyerUids,
        },
        triage: 'pending',
        seenAt: '',
        deadlineEventId: '',
        deadlineDueOn: '',
      });
    await publication(1, ['adv1']);
    await publication(2, ['adv1', 'adv2']);
    await publication(3, ['adv2']);
    await publication(4, ['adv2']);
    await run('2026-12-04T18:01:00.000Z');
    expect(receivedBy(push, adv1.endpoint).map((p) => p.title)).toEqual([
      'Nova intimação — TJSP, proc. 1234561-89.2026.8.26.0110',
      'Nova intimação — TJSP, proc. 1234562-89.2026.8.26.0120',
    ]);
    expect(receivedBy(push, adv1.endpoint)[0]).toMatchObject({
      kind: 'intimacao',
      body: 'Intimação · 2ª Vara Cível do Foro Central',
      url: '/publicacoes?id=djen-1',
      tag: 'intimacao-djen-1',
    });
    expect(push.received(adv2.endpoint)).toHaveLength(3);
    expect(push.received(admin.endpoint)).toEqual([]);
    await firm.deps.db.doc('status_proccess/djen-4').update({ triage: 'dismissed', triageReason: 'Não é nosso' });

    // Monday 07/12 at 14:59 in São Paulo is less than one business day later; at 15:00 it is one.
    await run('2026-12-07T17:59:00.000Z');
    const before = push.received().length;
    expect(before).toBe(5);
    await run('2026-12-07T18:00:00.000Z');
    await run('2026-12-07T18:05:00.000Z');
    expect(
      receivedBy(push, adv1.endpoint)
        .slice(2)
        .map((p) => p.title),
    ).toEqual(['Intimação sem triagem há mais de 1 dia útil', 'Intimação sem triagem há mais de 1 dia útil']);
    expect(receivedBy(push, adv2.endpoint).slice(3)).toHaveLength(2);
    expect(receivedBy(push, admin.endpoint)).toEqual([
      expect.objectContaining({
        kind: 'triagem',
        title: '3 intimações sem triagem há mais de 1 dia útil',
        url: '/publicacoes',
      }),
    ]);
  });

  it("staff reminders reach their author at their time; a client's reminder does not", async () => {
    await firm.staff('adv1', 'advogado', { lembretes: true });
    const tablet = await firm.device('adv1', 'tablet');
    const reminder = { message: 'Ligar para o perito', clientId: null, status: 'pendente', deliveryError: null };
    await firm.put('lembrets/l-1', {
      ...reminder,
      title: 'Perito',
      dueAt: '2026-12-01T13:30:00.000Z',
      notifyClient: false,
      createdBy: 'adv1',
    });
    await firm.put('lembrets/l-2', {
      ...reminder,
      title: 'Para a cliente',
      dueAt: '2026-12-01T13:30:00.000Z',
      notifyClient: true,
      clientId: 'cli-1',
      createdBy: 'adv1',
    });
    await run('2026-12-01T13:29:00.000Z');
    expect(push.received()).toEqual([]);
    await run('2026-12-01T13:30:00.000Z');
    await run('2026-12-01T13:35:00.000Z');
    expect(receivedBy(push, tablet.endpoint)).toEqual([
      expect.objectContaining({
        kind: 'lembrete',
        title: 'Lembrete: Perito',
        body: 'Ligar para o perito',
        url: '/lembretes/editar/l-1',
      }),
    ]);
  });

  it('two concurrent runs (two instances) and retries send each alert once per device', async () => {
    await firm.staff('adv1');
    await firm.staff('adv2');
    const devices = [
      await firm.device('adv1', 'tablet'),
      await firm.device('adv1', 'phone'),
      await firm.device('adv2', 'tablet'),
    ];
    for (const n of [1, 2, 3]) await deadline(`prazo-${n}`, '2026-12-04', n === 3 ? 'adv2' : 'adv1');
    await deadline('prazo-4', '2026-12-02', 'adv2');
    firm.setClock('2026-12-01T10:00:00.000Z');
    const reports = await Promise.all([runAlerts(firm.deps), runAlerts(firm.other), runAlerts(firm.deps)]);
    // 2 deadlines × 2 devices of adv1, 2 deadlines (D-3 and D-1) × 1 device of adv2.
    expect(reports.reduce((n, r) => n + r.sent.length, 0)).toBe(6);
    expect(reports.reduce((n, r) => n + (r.skipped.already ?? 0), 0)).toBe(12);
    await Promise.all([runAlerts(firm.deps), runAlerts(firm.other)]);
    expect(devices.map((d) => push.received(d.endpoint).length)).toEqual([2, 2, 2]);
    const tags = receivedBy(push, devices[0]!.endpoint)
      .map((p) => p.tag)
      .sort();
    expect(tags).toEqual(['prazo-prazo-1', 'prazo-prazo-2']);
  });

  it('a person who lost access receives nothing, and their subscriptions are deleted', async () => {
    await firm.staff('adv1');
    await firm.staff('adv2');
    const tablet = await firm.device('adv1', 'tablet');
    await firm.device('adv1', 'phone');
    const kept = await firm.device('adv2', 'tablet');
    await deadline('prazo-1', '2026-12-04', 'adv1');
    await deadline('prazo-2', '2026-12-04', 'adv2');
    await firm.deps.db.doc('users/adv1').update({ status: 'disabled' });
    const report = await run('2026-12-01T10:00:00.000Z');
    expect(report.revoked).toEqual(['adv1']);
    expect(push.received(tablet.endpoint)).toEqual([]);
    expect((await firm.deps.db.collection('expoToken/adv1/webPush').get()).size).toBe(0);
    expect(push.received(kept.endpoint)).toHaveLength(1);
    // Re-approved: nothing comes back by itself (a device must subscribe again).
    await firm.deps.db.doc('users/adv1').update({ status: 'active' });
    await run('2026-12-03T10:00:00.000Z');
    expect(push.received(tablet.endpoint)).toEqual([]);
  });

  it('404/410 from the push service deletes that subscription; a 500 keeps it and a later run delivers once', async () => {
    await firm.staff('adv1');
    const gone = await firm.device('adv1', 'old-phone');
    const expired = await firm.device('adv1', 'old-tablet');
    const flaky = await firm.device('adv1', 'tablet');
    await deadline('prazo-1', '2026-12-04', 'adv1');
    push.respondWith(gone.endpoint, 410);
    push.respondWith(expired.endpoint, 404);
    push.respondWith(flaky.endpoint, 500);
    const first = await run('2026-12-01T10:00:00.000Z');
    expect(first.sent.map((s) => `${s.deviceId}:${s.result}:${s.httpStatus}`).sort()).toEqual([
      'old-phone:removida:410',
      'old-tablet:removida:404',
      'tablet:falhou:500',
    ]);
    const left = await firm.deps.db.collection('expoToken/adv1/webPush').get();
    expect(left.docs.map((d) => d.id)).toEqual(['tablet']);
    push.respondWith(flaky.endpoint, null);
    await run('2026-12-01T10:05:00.000Z');
    await run('2026-12-01T10:10:00.000Z');
    expect(titles(push, flaky.endpoint)).toEqual(['Prazo vence em 3 dias']);
    const ledger = await firm.deps.db.doc('staff_alerts/prazo-prazo-1-2026-12-04-D3~adv1~tablet').get();
    expect(ledger.data()).toMatchObject({ audience: 'staff', result: 'enviada', attempts: 2, uid: 'adv1' });
  });

  it('quiet hours delay an alert until they end; preferences off send nothing', async () => {
    await firm.staff('adv1', 'advogado', { quietHours: { start: '22:00', end: '08:00' } });
    await firm.staff('adv2', 'advogado', { prazos: false });
    const quiet = await firm.device('adv1', 'tablet');
    const off = await firm.device('adv2', 'tablet');
    await deadline('prazo-1', '2026-12-01', 'adv1');
    await deadline('prazo-2', '2026-12-01', 'adv2');
    const at7 = await run('2026-12-01T10:00:00.000Z');
    expect(at7.delayed).toEqual([{ key: 'prazo-prazo-1-2026-12-01-D0', uid: 'adv1' }]);
    await run('2026-12-01T10:59:00.000Z');
    expect(push.received()).toEqual([]);
    await run('2026-12-01T11:00:00.000Z'); // 08:00 in São Paulo
    expect(titles(push, quiet.endpoint)).toEqual(['Prazo vence hoje']);
    expect(push.received(off.endpoint)).toEqual([]);
  });

  it('the 07:00 summary goes to who asked for it', async () => {
    await firm.staff('adv1', 'advogado', { resumoDiario: true, audiencias: true });
    await firm.staff('adv2');
    const tablet = await firm.device('adv1', 'tablet');
    const other = await firm.device('adv2', 'tablet');
    await deadline('prazo-1', '2026-12-01', 'adv1');
    await deadline('prazo-2', '2026-12-01', 'adv1');
    await run('2026-12-01T10:00:00.000Z');
    await run('2026-12-01T10:05:00.000Z');
    expect(receivedBy(push, tablet.endpoint).filter((p) => p.kind === 'resumo')).toEqual([
      expect.objectContaining({
        title: 'Resumo do dia — 01/12/2026',
        body: 'Hoje: 2 prazos, 0 compromissos.',
        url: '/',
      }),
    ]);
    expect(receivedBy(push, other.endpoint).filter((p) => p.kind === 'resumo')).toEqual([]);
  });
});
