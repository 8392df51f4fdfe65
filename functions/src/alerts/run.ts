import type { StaffPushPayload } from '@advocacia/shared/alerts/push-payload';
import type { BackendDeps } from '../access.js';
import type { StaffAlert } from './alert.js';
import { afterQuietHours, spDay } from './clock.js';
import { claim, isSettled, ledgerRef, settle, type ClaimOutcome } from './ledger.js';
import { collectAlerts } from './sources.js';
import { activeStaff, activeStaffOf, type StaffMember } from './staff.js';
import { deleteAllSubscriptions, type WebPushSubscriptionDoc } from './subscriptions.js';
import type { WebPushConfig } from './web-push-config.js';
import { sendWebPush } from './web-push-send.js';

/**
 * The staff alert job (issue 36), every 5 minutes (index.ts `sendStaffAlerts`; locally
 * push/local-jobs.ts): every alert due now goes once to each device of each person it is for
 * who wants it (users/{uid}.alertPrefs) and is outside their quiet hours (then it waits, it is
 * not dropped). People who lost access lose their subscriptions here too.
 */
export interface AlertDeps extends BackendDeps {
  /** null: no VAPID keys in this project; the job then sends nothing (and says so). */
  webPush: WebPushConfig | null;
}

export interface AlertSend {
  key: string;
  uid: string;
  deviceId: string;
  result: 'enviada' | 'falhou' | 'removida';
  httpStatus: number | null;
}

export interface AlertRunReport {
  sent: AlertSend[];
  /** Alerts due for someone now but held by their quiet hours. */
  delayed: { key: string; uid: string }[];
  /** Claims refused by the transaction, by reason ('already' = sent before, by this or another run). */
  skipped: Partial<Record<Exclude<ClaimOutcome, 'claimed'>, number>>;
  /** People whose subscriptions were deleted because they lost access. */
  revoked: string[];
  notConfigured: boolean;
}

const HOUR = 60 * 60_000;
const LEDGER_READ_BATCH = 300;

/** Every staff device subscription, grouped by person (one collection-group read). */
async function subscriptionsByUid(deps: BackendDeps): Promise<Map<string, WebPushSubscriptionDoc[]>> {
  const snap = await deps.db.collectionGroup('webPush').get();
  const byUid = new Map<string, WebPushSubscriptionDoc[]>();
  for (const d of snap.docs) {
    const uid = d.ref.parent.parent?.id;
    const s = d.data() as Partial<WebPushSubscriptionDoc>;
    if (!uid || d.ref.parent.parent?.parent.id !== 'expoToken') continue;
    if (s.kind !== 'web-push' || typeof s.endpoint !== 'string' || typeof s.keys?.p256dh !== 'string') {
      console.warn(`alerts: subscription ${d.ref.path} is malformed; skipped`);
      continue;
    }
    byUid.set(uid, [...(byUid.get(uid) ?? []), { ...(s as WebPushSubscriptionDoc), uid, deviceId: d.id }]);
  }
  return byUid;
}

/** Whether the alert goes to this person now: due, not expired, wanted, outside quiet hours. */
function timing(alert: StaffAlert, member: StaffMember, now: Date): 'now' | 'later' | 'never' {
  if (now < alert.dueAt || !member.prefs[alert.pref]) return 'never';
  const quiet = member.prefs.quietHours;
  const heldUntil = afterQuietHours(alert.dueAt, quiet);
  // Held by quiet hours: delayed, not dropped, even past its usual expiry.
  const expiresAt =
    heldUntil > alert.dueAt ? Math.max(alert.expiresAt.getTime(), heldUntil.getTime() + HOUR) : +alert.expiresAt;
  if (now.getTime() >= expiresAt) return 'never';
  return afterQuietHours(now, quiet) > now ? 'later' : 'now';
}

async function deliver(
  deps: AlertDeps,
  config: WebPushConfig,
  alert: StaffAlert,
  device: WebPushSubscriptionDoc,
  now: Date,
  report: AlertRunReport,
): Promise<void> {
  const outcome = await claim(deps, alert, device.uid, device, now);
  if (outcome !== 'claimed') {
    report.skipped[outcome] = (report.skipped[outcome] ?? 0) + 1;
    return;
  }
  const payload: StaffPushPayload = {
    kind: alert.kind,
    title: alert.title,
    body: alert.body,
    tag: alert.tag,
    url: alert.url,
    sentAt: now.toISOString(),
  };
  const result = await sendWebPush(config, device, payload);
  const ref = ledgerRef(deps, alert, device.uid, device.deviceId);
  const subRef = deps.db.doc(`expoToken/${device.uid}/webPush/${device.deviceId}`);
  if (result.ok) {
    await settle(ref, { result: 'enviada', sentAt: now.toISOString(), error: null, httpStatus: result.status });
    await subRef.update({ lastSentAt: now.toISOString() }).catch(() => undefined);
  } else {
    await settle(ref, {
      result: result.gone ? 'removida' : 'falhou',
      sentAt: null,
      error: result.error.slice(0, 300),
      httpStatus: result.status,
    });
    // 404/410: the browser dropped the subscription; stop sending to it (unless it was renewed meanwhile).
    if (result.gone)
      await deps.db.runTransaction(async (tx) => {
        const current = await tx.get(subRef);
        if (current.exists && current.get('endpoint') === device.endpoint) tx.delete(subRef);
      });
  }
  report.sent.push({
    key: alert.key,
    uid: device.uid,
    deviceId: device.deviceId,
    result: result.ok ? 'enviada' : result.gone ? 'removida' : 'falhou',
    httpStatus: result.status,
  });
}

export async function runAlerts(deps: AlertDeps): Promise<AlertRunReport> {
  const now = deps.now?.() ?? new Date();
  const report: AlertRunReport = { sent: [], delayed: [], skipped: {}, revoked: [], notConfigured: !deps.webPush };
  const [staff, devices] = await Promise.all([activeStaff(deps), subscriptionsByUid(deps)]);

  // Lost access: no alerts, and the devices forget them (re-read: the status query may lag a write).
  for (const uid of devices.keys()) {
    if (staff.has(uid)) continue;
    if (activeStaffOf(uid, (await deps.db.doc(`users/${uid}`).get()).data())) continue;
    await deleteAllSubscriptions(deps, uid);
    devices.delete(uid);
    report.revoked.push(uid);
  }
  if (!deps.webPush) return report;

  const alerts = await collectAlerts(deps, { now, today: spDay(now), staff });
  const due: { alert: StaffAlert; device: WebPushSubscriptionDoc }[] = [];
  for (const alert of alerts) {
    for (const uid of new Set(alert.uids)) {
      const member = staff.get(uid);
      if (!member) continue;
      const when = timing(alert, member, now);
      if (when === 'later') report.delayed.push({ key: alert.key, uid });
      if (when !== 'now') continue;
      for (const device of devices.get(uid) ?? []) due.push({ alert, device });
    }
  }
  // An alert stays due for a while (a deadline all day): most pairs were settled by an earlier
  // run. One batched read finds those, so only new pairs take a transaction (which decides anyway).
  for (let i = 0; i < due.length; i += LEDGER_READ_BATCH) {
    const batch = due.slice(i, i + LEDGER_READ_BATCH);
    const ledgers = await deps.db.getAll(
      ...batch.map((p) => ledgerRef(deps, p.alert, p.device.uid, p.device.deviceId)),
    );
    for (const [j, pair] of batch.entries()) {
      if (isSettled(ledgers[j]?.data())) {
        report.skipped.already = (report.skipped.already ?? 0) + 1;
        continue;
      }
      await deliver(deps, deps.webPush, pair.alert, pair.device, now, report);
    }
  }
  return report;
}
