import * as v from 'valibot';
import {
  PUSH_DEVICE_ID,
  type WebPushSubscriptionDeleted,
  type WebPushSubscriptionSaved,
} from '@advocacia/shared/alerts/web-push-subscription';
import type { BackendDeps, Caller } from '../access.js';
import { parseOr400 } from '../client-app-access.js';
import { HttpError } from '../http-errors.js';
import { isAllowedEndpoint, isEmulatorRun } from './web-push-config.js';

/**
 * Staff devices' Web Push subscriptions (issue 36), server-side only: `expoToken/{uid}/webPush/{deviceId}`
 * (the spec's push-token collection, typed for web push; firestore.rules let no client read or
 * write them). Written through the API (router.ts) by the person for their own device; read,
 * and deleted when the push service says 404/410 or the person lost access, by the alert job.
 */
export interface WebPushSubscriptionDoc {
  kind: 'web-push';
  uid: string;
  deviceId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent: string;
  createdAt: string;
  updatedAt: string;
  /** The last message the push service accepted for this device ('' before the first). */
  lastSentAt: string;
}

export const SUBSCRIPTION_MESSAGES = {
  invalidDevice: 'Identificador do aparelho inválido',
  invalidEndpoint: 'Endereço de notificação inválido',
  invalidKeys: 'Chaves de notificação inválidas',
  invalidSubscription: 'Assinatura de notificação inválida: envie endpoint e keys (p256dh, auth)',
} as const;

/** A person keeps at most this many devices; the oldest subscription makes room for a new one. */
export const MAX_DEVICES = 10;

const base64url = (min: number, max: number) =>
  v.pipe(
    v.string(SUBSCRIPTION_MESSAGES.invalidKeys),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, SUBSCRIPTION_MESSAGES.invalidKeys),
    v.minLength(min, SUBSCRIPTION_MESSAGES.invalidKeys),
    v.maxLength(max, SUBSCRIPTION_MESSAGES.invalidKeys),
  );

export function subscriptionBodySchema(allowLoopbackHttp: boolean) {
  return v.object(
    {
      endpoint: v.pipe(
        v.string(SUBSCRIPTION_MESSAGES.invalidEndpoint),
        v.maxLength(2000, SUBSCRIPTION_MESSAGES.invalidEndpoint),
        v.check((e) => isAllowedEndpoint(e, allowLoopbackHttp), SUBSCRIPTION_MESSAGES.invalidEndpoint),
      ),
      keys: v.object(
        // p256dh: an uncompressed P-256 point (65 bytes = 87 base64url characters); auth: 16 bytes (22).
        { p256dh: base64url(86, 90), auth: base64url(21, 24) },
        SUBSCRIPTION_MESSAGES.invalidKeys,
      ),
      userAgent: v.optional(v.string(), ''),
    },
    // A body that is not an object, or lacks a field, says what the body must carry.
    SUBSCRIPTION_MESSAGES.invalidSubscription,
  );
}

const devices = (deps: BackendDeps, uid: string) => deps.db.collection(`expoToken/${uid}/webPush`);

function deviceIdOr400(deviceId: string): string {
  if (!PUSH_DEVICE_ID.test(deviceId)) throw new HttpError(400, SUBSCRIPTION_MESSAGES.invalidDevice);
  return deviceId;
}

/** PUT /push/subscriptions/{deviceId}: this device of the caller receives the alerts (a new subscription replaces the old). */
export async function saveSubscription(
  deps: BackendDeps,
  caller: Caller,
  deviceId: string,
  body: unknown,
): Promise<WebPushSubscriptionSaved> {
  const id = deviceIdOr400(deviceId);
  const input = parseOr400(subscriptionBodySchema(isEmulatorRun()), body);
  const now = (deps.now?.() ?? new Date()).toISOString();
  const ref = devices(deps, caller.uid).doc(id);
  return deps.db.runTransaction(async (tx) => {
    const [current, all] = await Promise.all([tx.get(ref), tx.get(devices(deps, caller.uid))]);
    const createdAt = current.exists ? String(current.get('createdAt') ?? now) : now;
    const doc: WebPushSubscriptionDoc = {
      kind: 'web-push',
      uid: caller.uid,
      deviceId: id,
      endpoint: input.endpoint,
      keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
      userAgent: input.userAgent.slice(0, 300),
      createdAt,
      updatedAt: now,
      lastSentAt: current.exists ? String(current.get('lastSentAt') ?? '') : '',
    };
    // The same endpoint under another device id (the app lost its id): one device, one subscription.
    const others = all.docs.filter((d) => d.id !== id);
    for (const d of others.filter((o) => o.get('endpoint') === input.endpoint)) tx.delete(d.ref);
    const kept = others.filter((o) => o.get('endpoint') !== input.endpoint);
    if (!current.exists && kept.length >= MAX_DEVICES) {
      const oldest = [...kept].sort((a, b) =>
        String(a.get('updatedAt') ?? '').localeCompare(String(b.get('updatedAt') ?? '')),
      );
      for (const d of oldest.slice(0, kept.length - MAX_DEVICES + 1)) tx.delete(d.ref);
    }
    tx.set(ref, doc);
    return { deviceId: id, createdAt };
  });
}

/** DELETE /push/subscriptions/{deviceId}: this device stops receiving (sign-out, consent withdrawn, wipe). */
export async function deleteSubscription(
  deps: BackendDeps,
  caller: Caller,
  deviceId: string,
): Promise<WebPushSubscriptionDeleted> {
  const id = deviceIdOr400(deviceId);
  const ref = devices(deps, caller.uid).doc(id);
  const existed = (await ref.get()).exists;
  if (existed) await ref.delete();
  return { deviceId: id, deleted: existed };
}

/** The person's subscriptions, each validated (a malformed one is reported and skipped, never sent to). */
export async function subscriptionsOf(deps: BackendDeps, uid: string): Promise<WebPushSubscriptionDoc[]> {
  const snap = await devices(deps, uid).get();
  const out: WebPushSubscriptionDoc[] = [];
  for (const d of snap.docs) {
    const s = d.data() as Partial<WebPushSubscriptionDoc>;
    if (
      s.kind !== 'web-push' ||
      typeof s.endpoint !== 'string' ||
      typeof s.keys?.p256dh !== 'string' ||
      typeof s.keys.auth !== 'string'
    ) {
      console.warn(`alerts: subscription expoToken/${uid}/webPush/${d.id} is malformed; skipped`);
      continue;
    }
    out.push({ ...(s as WebPushSubscriptionDoc), deviceId: d.id, uid });
  }
  return out;
}

/** Deletes every subscription of a person (lost access): returns how many there were. */
export async function deleteAllSubscriptions(deps: BackendDeps, uid: string): Promise<number> {
  const snap = await devices(deps, uid).get();
  if (snap.empty) return 0;
  const batch = deps.db.batch();
  for (const d of snap.docs) batch.delete(d.ref);
  await batch.commit();
  return snap.size;
}
