import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { BackendDeps } from '../access.js';
import { keyPart, type StaffAlert } from './alert.js';
import { activeStaffOf } from './staff.js';
import type { WebPushSubscriptionDoc } from './subscriptions.js';

/**
 * The ledger of staff alerts (issue 36): `staff_alerts/{alert}~{uid}~{device}`, server-side only
 * (no client reads it; firestore.rules match nothing there). The document is created in the SAME
 * transaction that re-reads the person, the device and the alert's sources and decides to send:
 * of two runs, retries or instances racing on one (alert, person, device), exactly one creates it
 * and sends. A send the push service refused (5xx, network) is tried again by later runs, up to
 * MAX_ATTEMPTS; a claim whose run died mid-send is never taken over (at most once beats twice).
 */
export const LEDGER = 'staff_alerts';
export const MAX_ATTEMPTS = 3;
/** Kept this long, then a Firestore TTL policy on `expireAt` may drop it (README, "Web Push"). */
const KEEP_MS = 60 * 24 * 60 * 60_000;

export type LedgerResult = 'enviando' | 'enviada' | 'falhou' | 'removida';

export interface LedgerDoc {
  audience: 'staff';
  alertKey: string;
  kind: StaffAlert['kind'];
  uid: string;
  deviceId: string;
  dueAt: string;
  title: string;
  body: string;
  url: string;
  result: LedgerResult;
  attempts: number;
  claimedAt: string;
  sentAt: string | null;
  error: string | null;
  httpStatus: number | null;
  expireAt: Timestamp;
}

/** Sent, being sent, gone, or failed for the last time: no later run tries this pair again. */
export function isSettled(ledger: Partial<LedgerDoc> | undefined): boolean {
  if (!ledger) return false;
  return !(ledger.result === 'falhou' && (ledger.attempts ?? MAX_ATTEMPTS) < MAX_ATTEMPTS);
}

export type ClaimOutcome = 'claimed' | 'already' | 'revoked' | 'off' | 'no-device' | 'changed';

export function ledgerRef(deps: BackendDeps, alert: StaffAlert, uid: string, deviceId: string): DocumentReference {
  return deps.db.doc(`${LEDGER}/${keyPart(alert.key)}~${keyPart(uid)}~${keyPart(deviceId)}`);
}

/** Decides, in one transaction, whether this device gets this alert now; records the decision. */
export async function claim(
  deps: BackendDeps,
  alert: StaffAlert,
  uid: string,
  device: WebPushSubscriptionDoc,
  now: Date,
): Promise<ClaimOutcome> {
  const ref = ledgerRef(deps, alert, uid, device.deviceId);
  return deps.db.runTransaction(async (tx) => {
    const [ledger, user, sub, ...sources] = await tx.getAll(
      ref,
      deps.db.doc(`users/${uid}`),
      deps.db.doc(`expoToken/${uid}/webPush/${device.deviceId}`),
      ...alert.sources.map((p) => deps.db.doc(p)),
    );
    const previous = ledger!.data() as Partial<LedgerDoc> | undefined;
    if (isSettled(previous)) return 'already';
    const member = activeStaffOf(uid, user!.data());
    if (!member) return 'revoked';
    if (!member.prefs[alert.pref]) return 'off';
    if (!sub!.exists || sub!.get('endpoint') !== device.endpoint) return 'no-device';
    if (!alert.stillValid(sources.map((s) => (s.exists ? s.data() : undefined)))) return 'changed';
    const doc: LedgerDoc = {
      audience: 'staff',
      alertKey: alert.key,
      kind: alert.kind,
      uid,
      deviceId: device.deviceId,
      dueAt: alert.dueAt.toISOString(),
      title: alert.title,
      body: alert.body,
      url: alert.url,
      result: 'enviando',
      attempts: (previous?.attempts ?? 0) + 1,
      claimedAt: now.toISOString(),
      sentAt: null,
      error: null,
      httpStatus: null,
      expireAt: Timestamp.fromMillis(now.getTime() + KEEP_MS),
    };
    if (ledger!.exists) tx.set(ref, doc);
    else tx.create(ref, doc);
    return 'claimed';
  });
}

export async function settle(
  ref: DocumentReference,
  patch: Pick<LedgerDoc, 'result' | 'sentAt' | 'error' | 'httpStatus'>,
): Promise<void> {
  await ref.update(patch);
}
