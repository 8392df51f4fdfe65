import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { DeliveryFailure } from '@advocacia/shared/config/backend';
import type { BackendDeps } from '../access.js';
import { isExpoPushToken, sendExpoPush, type ExpoConfig, type ExpoMessage, type ExpoTicket } from './expo.js';

/**
 * One push notification to a client of the firm, on every device their mobile-app account
 * registered (`expoToken/{uid}`), recorded in `notifications/{key}` (what, when, to whom, the
 * delivery result). The key names the event (`mensagem-<id>`, `andamento-<id>`,
 * `lembrete-<id>-<dueAt>`): a trigger delivered twice, or a job run again, sends once.
 *
 * Codes only (the data layer's rule): the app words them (features/reminders, the reminder's
 * "why it was not sent").
 */
export type { DeliveryFailure };

export type NotificationKind = 'mensagem' | 'andamento' | 'lembrete';

export interface PushDeps extends BackendDeps {
  expo: ExpoConfig;
}

export interface ClientNotice {
  kind: NotificationKind;
  /** The record the notification is about (message, timeline entry, reminder). */
  sourceId: string;
  clientId: string;
  title: string;
  body: string;
  /** Handed to the mobile app with the notification (where to open). */
  data?: Record<string, string>;
}

export type NotifyOutcome =
  | { outcome: 'sent'; notificationId: string; delivered: number }
  | { outcome: 'failed'; notificationId: string; reason: DeliveryFailure }
  /** Already sent (or being sent) under this key; or, with `retryFailedAfterMs`, failed too recently to try again. */
  | { outcome: 'skipped'; notificationId: string; previous: 'enviada' | 'enviando' | 'falhou'; attemptAt: string };

/** A claim older than this is taken over (the run that made it died mid-send). */
const CLAIM_TTL_MS = 2 * 60_000;
const TITLE_MAX = 120;
const BODY_MAX = 240;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** An ISO date-time field as epoch ms; NaN when it is not a string. */
export function millis(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : NaN;
}

type Recipient =
  { ok: true; uid: string; tokens: string[] } | { ok: false; uid: string | null; reason: DeliveryFailure };

/** Who receives it, or why nobody can: the record, LGPD consent, the app account, its devices. */
async function recipientOf(deps: BackendDeps, clientId: string): Promise<Recipient> {
  const client = (await deps.db.doc(`clients/${clientId}`).get()).data();
  if (!client || client._deleted === true) return { ok: false, uid: null, reason: 'no-client' };
  // LGPD: no consent for messages, no notifications (as firestore.rules and src/data/consent.ts).
  if ((client.consent as DocumentData | undefined)?.messaging !== true)
    return { ok: false, uid: null, reason: 'no-consent' };
  const uid = typeof client.appUid === 'string' && client.appUid !== '' ? client.appUid : null;
  if (!uid) return { ok: false, uid: null, reason: 'no-app-account' };
  const user = (await deps.db.doc(`users/${uid}`).get()).data();
  if (
    !user ||
    user._deleted === true ||
    user.role !== 'cliente' ||
    user.status === 'disabled' ||
    user.status === 'refused'
  ) {
    return { ok: false, uid, reason: 'app-access-revoked' };
  }
  const registered = (await deps.db.doc(`expoToken/${uid}`).get()).get('tokens');
  const tokens = [...new Set(Array.isArray(registered) ? registered.filter(isExpoPushToken) : [])];
  if (tokens.length === 0) return { ok: false, uid, reason: 'no-device' };
  return { ok: true, uid, tokens };
}

export interface NotifyOptions {
  /** A failed attempt under the same key is retried only after this long, unless the source changed since (`sourceUpdatedAt`). */
  retryFailedAfterMs?: number;
  sourceUpdatedAt?: string;
}

export async function notifyClient(
  deps: PushDeps,
  key: string,
  notice: ClientNotice,
  options: NotifyOptions = {},
): Promise<NotifyOutcome> {
  const ref = deps.db.doc(`notifications/${key}`);
  const now = deps.now?.() ?? new Date();
  const nowIso = now.toISOString();

  // Claim the key first: of two runs racing on one event, one sends.
  const claim = await deps.db.runTransaction(async (tx) => {
    const previous = (await tx.get(ref)).data();
    const result = previous?.result as 'enviada' | 'enviando' | 'falhou' | undefined;
    const attemptAt = String(previous?.attemptAt ?? '');
    if (result === 'enviada') return { skip: 'enviada' as const, attemptAt };
    if (result === 'enviando' && now.getTime() - millis(previous?.attemptAt) < CLAIM_TTL_MS)
      return { skip: 'enviando' as const, attemptAt };
    if (result === 'falhou' && options.retryFailedAfterMs !== undefined) {
      const lastAttempt = millis(previous?.attemptAt);
      const sourceChanged = millis(options.sourceUpdatedAt) > lastAttempt;
      if (!sourceChanged && now.getTime() - lastAttempt < options.retryFailedAfterMs)
        return { skip: 'falhou' as const, attemptAt };
    }
    const attempts = typeof previous?.attempts === 'number' ? previous.attempts + 1 : 1;
    tx.set(ref, {
      id: key,
      kind: notice.kind,
      sourceId: notice.sourceId,
      clientId: notice.clientId,
      uid: previous?.uid ?? null,
      title: clip(notice.title, TITLE_MAX),
      body: clip(notice.body, BODY_MAX),
      data: notice.data ?? {},
      createdAt: previous?.createdAt ?? nowIso,
      attemptAt: nowIso,
      attempts,
      result: 'enviando',
      error: null,
      sentAt: null,
      devices: 0,
      delivered: 0,
      tickets: [],
    });
    return { skip: null, attemptAt: nowIso };
  });
  if (claim.skip) return { outcome: 'skipped', notificationId: key, previous: claim.skip, attemptAt: claim.attemptAt };

  const recipient = await recipientOf(deps, notice.clientId);
  if (!recipient.ok) {
    await ref.update({ uid: recipient.uid, result: 'falhou', error: recipient.reason });
    return { outcome: 'failed', notificationId: key, reason: recipient.reason };
  }

  const data = {
    kind: notice.kind,
    sourceId: notice.sourceId,
    clientId: notice.clientId,
    notificationId: key,
    ...notice.data,
  };
  const messages: ExpoMessage[] = recipient.tokens.map((to) => ({
    to,
    title: clip(notice.title, TITLE_MAX),
    body: clip(notice.body, BODY_MAX),
    data,
    sound: 'default',
    priority: 'high',
    channelId: 'default',
  }));
  let tickets: ExpoTicket[];
  try {
    tickets = await sendExpoPush(deps.expo, messages);
  } catch (error) {
    console.error('push: Expo send failed', error);
    tickets = messages.map(() => ({ status: 'error', message: String(error), error: null }));
  }

  // Expo says these devices uninstalled the app (or the token expired): stop sending to them.
  const gone = recipient.tokens.filter((_, i) => {
    const t = tickets[i];
    return t?.status === 'error' && t.error === 'DeviceNotRegistered';
  });
  if (gone.length > 0) {
    await deps.db
      .doc(`expoToken/${recipient.uid}`)
      .update({ tokens: FieldValue.arrayRemove(...gone), updatedAt: nowIso });
  }

  const delivered = tickets.filter((t) => t.status === 'ok').length;
  const reason: DeliveryFailure | null =
    delivered > 0 ? null : gone.length === recipient.tokens.length ? 'no-device' : 'expo-error';
  await ref.update({
    uid: recipient.uid,
    result: reason ? 'falhou' : 'enviada',
    error: reason,
    sentAt: reason ? null : (deps.now?.() ?? new Date()).toISOString(),
    devices: recipient.tokens.length,
    delivered,
    // Tickets without the tokens (device identifiers stay in expoToken only).
    tickets: tickets.map((t) =>
      t.status === 'ok'
        ? { status: 'ok', id: t.id }
        : { status: 'error', error: t.error, message: clip(t.message, 200) },
    ),
  });
  return reason
    ? { outcome: 'failed', notificationId: key, reason }
    : { outcome: 'sent', notificationId: key, delivered };
}
