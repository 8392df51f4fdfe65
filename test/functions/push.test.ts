import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backendDeps, deleteApp, initializeApp, Timestamp, type App } from '../../functions/src/admin';
import { EXPO_BATCH_SIZE, sendExpoPush, type ExpoConfig, type ExpoMessage } from '../../functions/src/push/expo';
import {
  onMessageCreated,
  onTimelineEntryWritten,
  REMINDER_RETRY_MS,
  sendDueReminders,
} from '../../functions/src/push/events';
import { startLocalJobs } from '../../functions/src/push/local-jobs';
import type { PushDeps } from '../../functions/src/push/notify-client';
import { prepareProject, reportSkipped, testFirestore, uniqueProjectId } from '../support/firestore-emulator';
import { seedClient } from '../support/backend';
import { waitFor } from '../support/wait';
import { startFakeExpoPush, type FakeExpoPush } from '../support/fake-expo-push.mjs';

/**
 * Push notifications to the firm's clients (functions/src/push), against the official Firestore
 * emulator, with Expo's endpoint played by a fake on 127.0.0.1 (test/support/fake-expo-push.mjs):
 * exact payloads, one send per event, 100 messages per request, retries on 5xx, tokens Expo
 * reports as DeviceNotRegistered removed, reminders marked 'enviado' or left 'pendente' with the
 * reason, and the local listener that stands in for the Firestore triggers.
 */
const { server, skipReason } = await testFirestore();
reportSkipped('backend: push notifications', skipReason);

const TOKEN_A = 'ExponentPushToken[aaaaaaaaaaaaaaaaaaaaaa]';
const TOKEN_B = 'ExponentPushToken[bbbbbbbbbbbbbbbbbbbbbb]';

describe.skipIf(!server)('backend: push notifications to the client (Expo)', { timeout: 120_000 }, () => {
  const project = uniqueProjectId('demo-push');
  let app: App;
  let deps: PushDeps;
  let expo: FakeExpoPush;
  let clock = new Date('2026-11-23T15:00:00.000Z');
  const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  let seq = 0;

  const expoConfig = (): ExpoConfig => ({
    url: expo.url,
    accessToken: 'expo-access-token-de-teste',
    attempts: 3,
    retryBaseMs: 10,
    timeoutMs: 5_000,
  });

  beforeAll(async () => {
    process.env.FIRESTORE_EMULATOR_HOST = `${server!.host}:${server!.port}`;
    await prepareProject(server!, project);
    app = initializeApp({ projectId: project }, `push-${Date.now()}`);
    expo = await startFakeExpoPush();
    deps = { ...backendDeps(app), expo: expoConfig(), now: () => clock };
  });
  afterEach(() => {
    expo.requests.length = 0;
    expo.unregistered.clear();
  });
  afterAll(async () => {
    await expo?.close();
    if (app) await deleteApp(app);
    if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
  });

  const replicated = (id: string, fields: Record<string, unknown>) => {
    const now = clock.toISOString();
    return {
      id,
      createdAt: now,
      createdBy: 'staff-uid',
      updatedAt: now,
      updatedBy: 'staff-uid',
      _deleted: false,
      serverTimestamp: Timestamp.now(),
      ...fields,
    };
  };

  /** A client who consented to messages, with an app account and the given devices. */
  async function clientWithApp(
    options: { tokens?: readonly string[]; consent?: boolean; appAccount?: boolean; status?: string } = {},
  ) {
    const n = ++seq;
    const clientId = `cliente-${n}`;
    const uid = `app-uid-${n}`;
    const appAccount = options.appAccount ?? true;
    await seedClient(deps, clientId, {
      appUid: appAccount ? uid : null,
      consent:
        options.consent === false
          ? { messaging: false, date: null, purpose: '' }
          : { messaging: true, date: clock.toISOString(), purpose: 'Avisos do processo' },
    });
    if (appAccount) {
      await deps.db.doc(`users/${uid}`).set({
        id: uid,
        uid,
        role: 'cliente',
        status: options.status ?? 'active',
        displayName: 'Maria Souza',
        _deleted: false,
      });
      if (options.tokens)
        await deps.db.doc(`expoToken/${uid}`).set({ tokens: options.tokens, updatedAt: clock.toISOString() });
    }
    const chatId = `chat-${n}`;
    await deps.db.doc(`chats/${chatId}`).set(replicated(chatId, { clientId }));
    return { clientId, uid, chatId };
  }

  async function staffMessage(chatId: string, text: string, side: 'staff' | 'cliente' = 'staff') {
    const id = `msg-${++seq}`;
    const data = replicated(id, {
      chatId,
      authorUid: 'staff-uid',
      side,
      text,
      attachments: [],
      sentAt: clock.toISOString(),
      deliveredAt: null,
      readAt: null,
    });
    await deps.db.doc(`messages/${id}`).set(data);
    return { id, data };
  }

  const notification = async (key: string) => (await deps.db.doc(`notifications/${key}`).get()).data();

  it('a staff message: one request with the exact payload, recorded in notifications; the same event again sends nothing', async () => {
    const { clientId, uid, chatId } = await clientWithApp({ tokens: [TOKEN_A, TOKEN_B] });
    const { id, data } = await staffMessage(chatId, 'Olá, *Maria*! Sua audiência foi confirmada.');

    expect(await onMessageCreated(deps, id, data)).toMatchObject({ outcome: 'sent', delivered: 2 });
    expect(expo.requests).toHaveLength(1);
    const [request] = expo.requests;
    expect(request!.headers.authorization).toBe('Bearer expo-access-token-de-teste');
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = { kind: 'mensagem', sourceId: id, clientId, notificationId: `mensagem-${id}`, chatId };
    expect(request!.body).toEqual([
      {
        to: TOKEN_A,
        title: 'Nova mensagem do escritório',
        body: 'Olá, Maria! Sua audiência foi confirmada.',
        data: payload,
        sound: 'default',
        priority: 'high',
        channelId: 'default',
      },
      {
        to: TOKEN_B,
        title: 'Nova mensagem do escritório',
        body: 'Olá, Maria! Sua audiência foi confirmada.',
        data: payload,
        sound: 'default',
        priority: 'high',
        channelId: 'default',
      },
    ]);
    expect(await notification(`mensagem-${id}`)).toMatchObject({
      kind: 'mensagem',
      uid,
      clientId,
      sourceId: id,
      result: 'enviada',
      error: null,
      sentAt: clock.toISOString(),
      devices: 2,
      delivered: 2,
      attempts: 1,
      tickets: [
        { status: 'ok', id: expect.any(String) },
        { status: 'ok', id: expect.any(String) },
      ],
    });

    // A trigger may be delivered twice: still one push.
    expect(await onMessageCreated(deps, id, data)).toMatchObject({ outcome: 'skipped', previous: 'enviada' });
    expect(expo.requests).toHaveLength(1);
  });

  it("a client's own message, a deleted one, or a client without consent, app account or device: no push; the reason is recorded", async () => {
    const withApp = await clientWithApp({ tokens: [TOKEN_A] });
    const own = await staffMessage(withApp.chatId, 'Mensagem do cliente', 'cliente');
    expect(await onMessageCreated(deps, own.id, own.data)).toBeNull();
    const deleted = await staffMessage(withApp.chatId, 'Apagada');
    expect(await onMessageCreated(deps, deleted.id, { ...deleted.data, _deleted: true })).toBeNull();

    for (const [options, reason] of [
      [{ tokens: [TOKEN_A], consent: false }, 'no-consent'],
      [{ appAccount: false }, 'no-app-account'],
      [{ tokens: [TOKEN_A], status: 'disabled' }, 'app-access-revoked'],
      [{ tokens: [] }, 'no-device'],
      [{ tokens: ['not-a-token'] }, 'no-device'],
    ] as const) {
      const c = await clientWithApp(options);
      const m = await staffMessage(c.chatId, 'Olá');
      expect(await onMessageCreated(deps, m.id, m.data), reason).toMatchObject({ outcome: 'failed', reason });
      expect(await notification(`mensagem-${m.id}`)).toMatchObject({ result: 'falhou', error: reason, sentAt: null });
    }
    expect(expo.requests).toHaveLength(0);
  });

  it('Expo takes 100 messages per request: 250 messages go in 3 requests (100, 100, 50), one ticket each, in order', async () => {
    const messages: ExpoMessage[] = Array.from({ length: 250 }, (_, i) => ({
      to: `ExponentPushToken[lote${String(i).padStart(4, '0')}]`,
      title: 'Aviso',
      body: `n.º ${i}`,
      data: { i: String(i) },
      sound: 'default',
      priority: 'high',
      channelId: 'default',
    }));
    expo.unregistered.add(messages[137]!.to);
    const tickets = await sendExpoPush(expoConfig(), messages);
    expect(EXPO_BATCH_SIZE).toBe(100);
    expect(expo.requests.map((r) => (r.body as unknown[]).length)).toEqual([100, 100, 50]);
    expect(expo.messages().map((m) => m.to)).toEqual(messages.map((m) => m.to));
    expect(tickets).toHaveLength(250);
    expect(tickets.filter((t) => t.status === 'ok')).toHaveLength(249);
    expect(tickets[137]).toMatchObject({ status: 'error', error: 'DeviceNotRegistered' });
  });

  it('retries a request Expo answers 5xx (with back-off) and sends once it is back; gives up after the last attempt, recording the failure', async () => {
    const { chatId } = await clientWithApp({ tokens: [TOKEN_A] });
    expo.failNext(2, 503);
    const first = await staffMessage(chatId, 'Primeira');
    expect(await onMessageCreated(deps, first.id, first.data)).toMatchObject({ outcome: 'sent', delivered: 1 });
    expect(expo.requests.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(expo.requests.every((r) => JSON.stringify(r.body) === JSON.stringify(expo.requests[0]!.body))).toBe(true);

    expo.requests.length = 0;
    expo.failNext(3, 500);
    const second = await staffMessage(chatId, 'Segunda');
    expect(await onMessageCreated(deps, second.id, second.data)).toMatchObject({
      outcome: 'failed',
      reason: 'expo-error',
    });
    expect(expo.requests.map((r) => r.status)).toEqual([500, 500, 500]);
    expect(await notification(`mensagem-${second.id}`)).toMatchObject({
      result: 'falhou',
      error: 'expo-error',
      tickets: [{ status: 'error', error: 'Unavailable' }],
    });
    // A 4xx is not retried.
    expo.requests.length = 0;
    expo.failNext(1, 400);
    const third = await staffMessage(chatId, 'Terceira');
    expect(await onMessageCreated(deps, third.id, third.data)).toMatchObject({
      outcome: 'failed',
      reason: 'expo-error',
    });
    expect(expo.requests).toHaveLength(1);
  });

  it('removes the tokens Expo reports as DeviceNotRegistered and keeps the others; with none left the reason is no-device', async () => {
    const { uid, chatId } = await clientWithApp({ tokens: [TOKEN_A, TOKEN_B] });
    expo.unregistered.add(TOKEN_A);
    const m = await staffMessage(chatId, 'Olá');
    expect(await onMessageCreated(deps, m.id, m.data)).toMatchObject({ outcome: 'sent', delivered: 1 });
    expect((await deps.db.doc(`expoToken/${uid}`).get()).data()).toMatchObject({ tokens: [TOKEN_B] });
    expect(await notification(`mensagem-${m.id}`)).toMatchObject({ result: 'enviada', devices: 2, delivered: 1 });

    expo.unregistered.add(TOKEN_B);
    const again = await staffMessage(chatId, 'De novo');
    expect(await onMessageCreated(deps, again.id, again.data)).toMatchObject({
      outcome: 'failed',
      reason: 'no-device',
    });
    expect((await deps.db.doc(`expoToken/${uid}`).get()).data()).toMatchObject({ tokens: [] });
  });

  it('a timeline entry visible to the client with "avisar o cliente": one push naming the process; editing it later does not push again', async () => {
    const { clientId } = await clientWithApp({ tokens: [TOKEN_A] });
    await deps.db.doc('proccess/proc-1').set(replicated('proc-1', { clientId, cnj: '00012345620248260100' }));
    const entry = {
      processId: 'proc-1',
      clientId,
      status: 'Audiência designada',
      description: 'Dia *10/12* às 14h.',
      date: clock.toISOString(),
      visibleToClient: true,
      notifyClient: true,
    };
    expect(await onTimelineEntryWritten(deps, 'and-1', { ...entry, visibleToClient: false })).toBeNull();
    expect(await onTimelineEntryWritten(deps, 'and-1', { ...entry, notifyClient: false })).toBeNull();
    expect(await onTimelineEntryWritten(deps, 'and-1', entry)).toMatchObject({ outcome: 'sent' });
    expect(expo.messages()).toEqual([
      expect.objectContaining({
        to: TOKEN_A,
        title: 'Andamento do seu processo 0001234-56.2024.8.26.0100',
        body: 'Audiência designada: Dia 10/12 às 14h.',
        data: {
          kind: 'andamento',
          sourceId: 'and-1',
          clientId,
          notificationId: 'andamento-and-1',
          processId: 'proc-1',
        },
      }),
    ]);
    expect(await onTimelineEntryWritten(deps, 'and-1', { ...entry, description: 'Corrigido' })).toMatchObject({
      outcome: 'skipped',
    });
    expect(expo.requests).toHaveLength(1);
  });

  async function reminder(clientId: string | null, fields: Record<string, unknown> = {}) {
    const id = `lembrete-${++seq}`;
    await deps.db.doc(`lembrets/${id}`).set(
      replicated(id, {
        title: 'Levar documentos',
        message: 'Traga o *RG* e o comprovante.',
        dueAt: '2026-11-23T14:59:00.000Z',
        clientId,
        notifyClient: true,
        status: 'pendente',
        ...fields,
      }),
    );
    return id;
  }
  const reminderDoc = async (id: string) => (await deps.db.doc(`lembrets/${id}`).get()).data()!;

  it("due reminders with 'avisar o cliente' are sent and become 'enviado' (replication fields stamped); the others are left alone", async () => {
    const { clientId } = await clientWithApp({ tokens: [TOKEN_A] });
    const due = await reminder(clientId);
    // 12:30 in São Paulo = 15:30Z: not due yet, though its text sorts before the current time.
    const laterWithOffset = await reminder(clientId, { dueAt: '2026-11-23T12:30-03:00' });
    // 17:50 in UTC+03:00 = 14:50Z: due, though its text sorts after the current time.
    const dueWithOffset = await reminder(clientId, { dueAt: '2026-11-23T17:50+03:00' });
    const notNotifying = await reminder(clientId, { notifyClient: false });
    const done = await reminder(clientId, { status: 'concluido' });
    const deleted = await reminder(clientId, { _deleted: true });

    const before = Timestamp.now();
    const report = await sendDueReminders(deps);
    expect(report.sent.sort()).toEqual([due, dueWithOffset].sort());
    expect(
      expo
        .messages()
        .map((m) => [m.title, m.body, m.data.sourceId])
        .sort(),
    ).toEqual(
      [
        ['Levar documentos', 'Traga o RG e o comprovante.', due],
        ['Levar documentos', 'Traga o RG e o comprovante.', dueWithOffset],
      ].sort(),
    );
    const sent = await reminderDoc(due);
    expect(sent).toMatchObject({
      status: 'enviado',
      deliveryError: null,
      updatedBy: 'backend',
      updatedAt: clock.toISOString(),
      _deleted: false,
    });
    expect((sent.serverTimestamp as Timestamp).toMillis()).toBeGreaterThanOrEqual(before.toMillis());
    for (const id of [laterWithOffset, notNotifying]) expect((await reminderDoc(id)).status).toBe('pendente');
    expect((await reminderDoc(done)).status).toBe('concluido');
    expect((await reminderDoc(deleted)).status).toBe('pendente');

    // The next run sends nothing again.
    expo.requests.length = 0;
    expect((await sendDueReminders(deps)).sent).toEqual([]);
    expect(expo.requests).toHaveLength(0);

    // Staff reopen a sent reminder: it stays pendente (their decision), and nothing is sent twice.
    clock = new Date(clock.getTime() + 60_000);
    await deps.db
      .doc(`lembrets/${due}`)
      .update({ status: 'pendente', updatedAt: clock.toISOString(), updatedBy: 'staff-uid' });
    clock = new Date(clock.getTime() + 60_000);
    expect(await sendDueReminders(deps)).toMatchObject({ sent: [], failed: [], skipped: [due] });
    expect(await reminderDoc(due)).toMatchObject({ status: 'pendente', updatedBy: 'staff-uid' });
    expect(expo.requests).toHaveLength(0);
    clock = new Date('2026-11-23T15:00:00.000Z');
  });

  it("a reminder that cannot be sent stays 'pendente' with the reason; retried after 10 minutes or at once when staff edit it", async () => {
    const { clientId, uid } = await clientWithApp({ tokens: [] });
    const id = await reminder(clientId);
    expect((await sendDueReminders(deps)).failed).toEqual([{ id, reason: 'no-device' }]);
    expect(await reminderDoc(id)).toMatchObject({
      status: 'pendente',
      deliveryError: 'no-device',
      updatedBy: 'backend',
    });

    // The client installs the app; within 10 minutes nothing is tried again…
    await deps.db.doc(`expoToken/${uid}`).set({ tokens: [TOKEN_A], updatedAt: clock.toISOString() });
    const started = clock;
    clock = new Date(started.getTime() + 60_000);
    const quiet = await sendDueReminders(deps);
    expect(quiet).toMatchObject({ sent: [], failed: [] });
    expect(quiet.skipped).toContain(id);
    expect(expo.requests).toHaveLength(0);
    // …unless staff edit the reminder,
    await deps.db
      .doc(`lembrets/${id}`)
      .update({ message: 'Traga o RG.', updatedAt: clock.toISOString(), updatedBy: 'staff-uid' });
    clock = new Date(clock.getTime() + 1_000);
    expect((await sendDueReminders(deps)).sent).toEqual([id]);
    expect(await reminderDoc(id)).toMatchObject({ status: 'enviado', deliveryError: null });
    expect(expo.messages()).toHaveLength(1);

    // and a failing one is retried on its own once the 10 minutes are over.
    const other = await clientWithApp({ tokens: [] });
    const second = await reminder(other.clientId);
    expect((await sendDueReminders(deps)).failed).toEqual([{ id: second, reason: 'no-device' }]);
    await deps.db.doc(`expoToken/${other.uid}`).set({ tokens: [TOKEN_B], updatedAt: clock.toISOString() });
    clock = new Date(clock.getTime() + REMINDER_RETRY_MS + 1_000);
    expect((await sendDueReminders(deps)).sent).toEqual([second]);
    expect(await notification(`lembrete-${second}-20261123T145900000Z`)).toMatchObject({
      result: 'enviada',
      attempts: 2,
    });
    clock = started;
  });

  it('the local stand-in for the triggers: events after it starts are pushed (a staff message, a timeline entry made visible); what existed before is not', async () => {
    const { clientId, chatId } = await clientWithApp({ tokens: [TOKEN_A] });
    const old = await staffMessage(chatId, 'Escrita antes de o backend começar');
    await deps.db.doc('status_proccess/and-local').set(
      replicated('and-local', {
        processId: 'sem-processo',
        clientId,
        status: 'Sentença',
        description: '',
        date: clock.toISOString(),
        visibleToClient: false,
        notifyClient: true,
      }),
    );
    const log: string[] = [];
    const jobs = startLocalJobs(deps, { reminderEveryMs: 3_600_000, log: (l) => log.push(l) });
    try {
      await jobs.runReminders();
      const fresh = await staffMessage(chatId, 'Escrita depois');
      await waitFor('the new message pushed', () => expo.messages().some((m) => m.data.sourceId === fresh.id), 20_000);
      await deps.db
        .doc('status_proccess/and-local')
        .update({ visibleToClient: true, serverTimestamp: Timestamp.now() });
      await waitFor(
        'the entry pushed once visible',
        () => expo.messages().some((m) => m.data.sourceId === 'and-local'),
        20_000,
      );
      // (The reminder job's first run may have sent reminders of the earlier cases: not counted here.)
      expect(
        expo
          .messages()
          .filter((m) => m.data.kind !== 'lembrete')
          .map((m) => m.body),
      ).toEqual(['Escrita depois', 'Sentença']);
      expect(await notification(`mensagem-${old.id}`)).toBeUndefined();
      // Logged once the send is recorded, after Expo has the message: waited for, then counted.
      const sentEvents = () => log.filter((l) => /^push: (message|timeline entry) .* → sent/.test(l));
      await waitFor('both sends logged', () => sentEvents().length >= 2, 20_000);
      expect(sentEvents()).toHaveLength(2);
    } finally {
      await jobs.stop();
    }
  });
});
