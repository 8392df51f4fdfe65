import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from '../../functions/src/admin';
import type { BackendDeps } from '../../functions/src/access';
import { handleApiRequest } from '../../functions/src/router';
import { startLocalJobs } from '../../functions/src/push/local-jobs';
import { expoConfigFromEnv } from '../../functions/src/push/expo';
import { BACKEND_PATHS } from '@advocacia/shared/config/backend';
import type { StaffPushPayload } from '@advocacia/shared/alerts/push-payload';
import { prepareProject, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { backendForTest, staffWithToken } from '../support/backend';
import { waitFor } from '../support/wait';
import { startFakeWebPush, type FakeWebPush } from '../support/fake-web-push.mjs';
import { webPushConfig } from './staff-alerts-support';

/**
 * The staff devices' side of issue 36 through the backend's API (functions/src/router.ts) with
 * real ID tokens from the Auth emulator: PUT/DELETE /push/subscriptions/{deviceId}, who may, what
 * is stored (server-side), what is refused and how it is said; then the local jobs (npm start's)
 * deliver to a device subscribed this way, and forget a person's devices the moment they lose access.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: staff push subscriptions', skipReason);

describe.skipIf(!server)('backend: staff Web Push subscriptions API', { timeout: 180_000 }, () => {
  const project = uniqueProjectId('demo-alerts-api');
  let authHost = '';
  let backend: Awaited<ReturnType<typeof backendForTest>> | undefined;
  let deps: BackendDeps;
  let push: FakeWebPush;
  const tokens: Record<string, { uid: string; token: string }> = {};

  beforeAll(async () => {
    backend = await backendForTest(server!, project, { name: 'alerts' });
    ({ authHost, deps } = backend);
    await prepareProject(server!, project);
    push = await startFakeWebPush({ vapidPublicKey: webPushConfig().publicKey });
    tokens.adv = await staffWithToken(deps, authHost, 'adv', 'advogado');
    tokens.ate = await staffWithToken(deps, authHost, 'ate', 'atendente');
    tokens.pending = await staffWithToken(deps, authHost, 'pendente', 'advogado', 'pending');
    tokens.disabled = await staffWithToken(deps, authHost, 'desativado', 'advogado', 'disabled');
  });
  afterAll(async () => {
    await push?.close();
    await backend?.close();
  });

  const call = (who: string | null, method: string, deviceId: string, body?: unknown) =>
    handleApiRequest(deps, {
      method,
      path: `/api${BACKEND_PATHS.pushSubscription(deviceId)}`,
      ...(who ? { authorization: `Bearer ${tokens[who]!.token}` } : {}),
      body,
    });
  const stored = (uid: string) => deps.db.collection(`expoToken/${uid}/webPush`).get();

  it('an active staff member stores their device; the same device again replaces it; DELETE forgets it', async () => {
    const first = push.subscribe();
    const put = await call('adv', 'PUT', 'tablet-sala-3', { ...first, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
    expect(put.status).toBe(200);
    const { uid } = tokens.adv!;
    const doc = (await stored(uid)).docs[0]!.data();
    expect(doc).toEqual({
      kind: 'web-push',
      uid,
      deviceId: 'tablet-sala-3',
      endpoint: first.endpoint,
      keys: first.keys,
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      createdAt: (put.body as { createdAt: string }).createdAt,
      updatedAt: expect.any(String),
      lastSentAt: '',
    });
    // A renewed subscription (the browser rotated it): still one device, created when it first was.
    const renewed = push.subscribe();
    const again = await call('adv', 'PUT', 'tablet-sala-3', renewed);
    expect(again.body).toEqual({ deviceId: 'tablet-sala-3', createdAt: doc.createdAt });
    expect((await stored(uid)).docs.map((d) => d.get('endpoint'))).toEqual([renewed.endpoint]);
    // Every active staff role may; each only for themselves.
    expect((await call('ate', 'PUT', 'celular', push.subscribe())).status).toBe(200);
    expect((await stored(tokens.ate!.uid)).size).toBe(1);
    expect((await stored(uid)).size).toBe(1);

    expect(await call('adv', 'DELETE', 'tablet-sala-3')).toEqual({
      status: 200,
      body: { deviceId: 'tablet-sala-3', deleted: true },
    });
    expect((await call('adv', 'DELETE', 'tablet-sala-3')).body).toEqual({ deviceId: 'tablet-sala-3', deleted: false });
    expect((await stored(uid)).size).toBe(0);
  });

  it('no token, a pending or disabled person: refused, nothing stored', async () => {
    const sub = push.subscribe();
    expect((await call(null, 'PUT', 'x', sub)).status).toBe(401);
    for (const who of ['pending', 'disabled']) {
      const res = await call(who, 'PUT', 'x', sub);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'Seu acesso não está ativo. Fale com um administrador.' });
      expect((await stored(tokens[who]!.uid)).size).toBe(0);
    }
  });

  it('bad input is refused with a clear message: endpoint not https, malformed keys, a bad device id', async () => {
    const sub = push.subscribe();
    const cases: [string, unknown, string][] = [
      ['d1', { ...sub, endpoint: 'http://push.example.com/abc' }, 'Endereço de notificação inválido'],
      ['d1', { ...sub, endpoint: 'javascript:alert(1)' }, 'Endereço de notificação inválido'],
      // Only the browsers' push services: the backend is not to be pointed at other hosts.
      ['d1', { ...sub, endpoint: 'https://intranet.escritorio.example/hook' }, 'Endereço de notificação inválido'],
      ['d1', { ...sub, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, 'Endereço de notificação inválido'],
      ['d1', { ...sub, endpoint: 'https://user:pw@push.example.com/abc' }, 'Endereço de notificação inválido'],
      ['d1', { ...sub, keys: { p256dh: 'curta', auth: sub.keys.auth } }, 'Chaves de notificação inválidas'],
      ['d1', { endpoint: sub.endpoint }, 'Assinatura de notificação inválida'],
      ['d1', null, 'Assinatura de notificação inválida'],
      ['não vale', sub, 'Identificador do aparelho inválido'],
    ];
    for (const [deviceId, body, message] of cases) {
      const res = await call('adv', 'PUT', deviceId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await call('adv', 'POST', 'd1', sub)).status).toBe(405);
    expect((await stored(tokens.adv!.uid)).size).toBe(0);
    // https endpoints of the real push services are what a browser gives.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect((await call('adv', 'PUT', 'navegador', { ...sub, endpoint })).status, endpoint).toBe(200);
    }
    await call('adv', 'DELETE', 'navegador');
  });

  it("npm start's local jobs: a device subscribed through the API gets a deadline, signed with the demo key; losing access deletes its subscriptions at once", async () => {
    const { uid } = tokens.adv!;
    const sub = push.subscribe();
    expect((await call('adv', 'PUT', 'tablet', sub)).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const now = new Date().toISOString();
    await deps.db.doc('events/prazo-hoje').set({
      id: 'prazo-hoje',
      title: 'Prazo: Réplica',
      kind: 'prazo',
      start: today,
      end: today,
      allDay: true,
      location: '',
      clientId: null,
      processId: null,
      notes: '',
      responsibleUid: uid,
      createdAt: now,
      createdBy: uid,
      updatedAt: now,
      updatedBy: uid,
      _deleted: false,
      serverTimestamp: Timestamp.now(),
    });
    // 07:00 of the deadline day in São Paulo has passed: the D-0 alert is due (a fixed clock keeps it so).
    const clock = new Date(`${today}T12:00:00.000Z`);
    const jobs = startLocalJobs(
      { ...deps, expo: expoConfigFromEnv(), now: () => clock },
      { webPush: webPushConfig(), alertsEveryMs: 60 * 60_000, reminderEveryMs: 60 * 60_000, log: () => undefined },
    );
    try {
      await jobs.runAlerts();
      const got = push.received(sub.endpoint) as StaffPushPayload[];
      expect(got.map((p) => p.title)).toEqual(['Prazo vence hoje']);
      expect(push.requests.at(-1)!.vapid!.k).toBe(webPushConfig().publicKey);

      // Disabled by an admin: the users listener deletes the devices without waiting for the job.
      await deps.db.doc(`users/${uid}`).update({ status: 'disabled', serverTimestamp: Timestamp.now() });
      await waitFor('subscriptions deleted', async () => (await stored(uid)).size === 0, 60_000);
      await jobs.runAlerts();
      expect(push.received(sub.endpoint)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});
