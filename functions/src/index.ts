// The firm's backend on Cloud Functions for Firebase:
// - `api`, one HTTPS function serving every endpoint (router.ts); Hosting rewrites `/api/**` to it;
// - push notifications to the client's phone (push/): a staff message, a timeline entry the
//   client may see, and reminders with "avisar o cliente" when due (a schedule);
// - processes that follow themselves (datajud/): court movements from the CNJ's DataJud, hourly;
// - intimations find the lawyer (djen/): DJEN publications by OAB, three times a day;
// - a second client with the same CPF/CNPJ is marked (clients/duplicates.ts: `duplicateOf`);
// - a calendar feed per person (calendar-feed/): `GET /api/calendar/{token}.ics`, an iCalendar
//   the tablet's own calendar app subscribes to (issue 36);
// - staff alerts by Web Push (alerts/): deadlines, hearings, intimations, reminders, every 5 minutes.
// This file only adapts HTTP and events; the handlers are plain functions, tested against the
// Auth and Firestore emulators. Locally the event handlers run from a listener instead
// (push/local-jobs.ts): the Functions emulator cannot see the Firestore emulator run here.
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import { BACKEND_REGION } from '@advocacia/shared/config/backend';
import { backendDeps } from './admin.js';
import { handleApiRequest } from './router.js';
import { pushConfig, REMINDER_SCHEDULE } from './push/config.js';
import { onMessageCreated, onTimelineEntryWritten, sendDueReminders } from './push/events.js';
import type { PushDeps } from './push/notify-client.js';
import { datajudConfigFromEnv } from './datajud/client.js';
import { followAllProcesses } from './datajud/follow.js';
import { onClientWritten } from './clients/duplicates.js';
import { djenConfigFromEnv } from './djen/client.js';
import { followDjen } from './djen/follow.js';
import { runAlerts } from './alerts/run.js';
import { onUserWrittenForAlerts } from './alerts/staff.js';
import { webPushConfigFromEnv } from './alerts/web-push-config.js';

let deps: ReturnType<typeof backendDeps> | undefined;
const services = () => (deps ??= backendDeps());

// Expo's access token ("enhanced push security"): `firebase functions:secrets:set EXPO_ACCESS_TOKEN`.
const EXPO_ACCESS_TOKEN = defineSecret('EXPO_ACCESS_TOKEN');
const pushDeps = (): PushDeps => ({ ...services(), expo: pushConfig(EXPO_ACCESS_TOKEN.value()) });
const pushOptions = {
  region: BACKEND_REGION,
  secrets: [EXPO_ACCESS_TOKEN],
  memory: '256MiB' as const,
  timeoutSeconds: 120,
  retry: false,
};

// Exported as `api` = BACKEND_FUNCTION in packages/shared/src/config/backend.ts (the app builds its URL from it).
export const api = onRequest(
  // Bearer tokens, no cookies: any origin may call (the app on Hosting calls its own origin;
  // locally it calls the emulator from the dev server's origin).
  { region: BACKEND_REGION, cors: true, memory: '256MiB', timeoutSeconds: 60 },
  async (req, res) => {
    const { status, body, raw } = await handleApiRequest(services(), {
      method: req.method,
      path: req.path,
      authorization: req.get('authorization'),
      body:
        req.body && typeof req.body === 'object' && Object.keys(req.body as object).length === 0 ? undefined : req.body,
    });
    if (raw) res.status(status).set(raw.headers).end(raw.body);
    else res.status(status).json(body);
  },
);

export const pushStaffMessage = onDocumentCreated({ ...pushOptions, document: 'messages/{id}' }, async (event) => {
  await onMessageCreated(pushDeps(), event.params.id, event.data?.data());
});

export const pushTimelineEntry = onDocumentWritten(
  { ...pushOptions, document: 'status_proccess/{id}' },
  async (event) => {
    await onTimelineEntryWritten(pushDeps(), event.params.id, event.data?.after.data());
  },
);

export const pushDueReminders = onSchedule(
  { ...pushOptions, schedule: REMINDER_SCHEDULE, timeZone: 'America/Sao_Paulo' },
  async () => {
    const report = await sendDueReminders(pushDeps());
    if (report.sent.length + report.failed.length > 0) console.log('reminders', JSON.stringify(report));
  },
);

// Duplicate CPF/CNPJ (issue 26): each client write re-marks the records with the document it had and has.
export const markDuplicateClients = onDocumentWritten(
  { region: BACKEND_REGION, document: 'clients/{id}', memory: '256MiB', timeoutSeconds: 60, retry: false },
  async (event) => {
    await onClientWritten(services(), event.params.id, event.data?.after.data(), event.data?.before.data());
  },
);

// Court movements from DataJud (issue 16): every hour, up to 300 processes not checked in the
// last 20 h, at most 2 requests/s. DATAJUD_API_KEY (and optionally DATAJUD_BASE_URL) come from
// functions/.env (README, "DataJud"); without a key the job does nothing and says so.
export const followDatajud = onSchedule(
  {
    region: BACKEND_REGION,
    schedule: 'every 60 minutes',
    timeZone: 'America/Sao_Paulo',
    memory: '256MiB',
    timeoutSeconds: 540,
  },
  async () => {
    const report = await followAllProcesses({ ...services(), datajud: datajudConfigFromEnv() });
    const added = report.checked.reduce((n, c) => n + c.added, 0);
    if (report.stoppedBecause) console.warn('datajud: run stopped', report.stoppedBecause);
    console.log('datajud', JSON.stringify({ checked: report.checked.length, added, deferred: report.deferred }));
  },
);

// DJEN publications by OAB (issue 28): at 07:00, 12:00 and 19:00 in Brasília, each active lawyer's
// OAB for every availability day since their cursor, one request per second at most. Off unless
// DJEN_ENABLED is set in functions/.env (README, "DJEN").
export const followDjenPublications = onSchedule(
  {
    region: BACKEND_REGION,
    schedule: '0 7,12,19 * * *',
    timeZone: 'America/Sao_Paulo',
    memory: '256MiB',
    timeoutSeconds: 540,
  },
  async () => {
    const report = await followDjen({ ...services(), djen: djenConfigFromEnv() });
    if (report.stoppedBecause) console.warn('djen: run stopped', report.stoppedBecause);
    console.log(
      'djen',
      JSON.stringify({
        lawyers: report.lawyers.length,
        added: report.added,
        requests: report.lawyers.reduce((n, l) => n + l.requests, 0),
      }),
    );
  },
);

// Staff alerts by Web Push (issue 36): every 5 minutes, what is due goes once to each device of
// each person it is for (alerts/run.ts; the ledger staff_alerts makes it exactly once). VAPID:
// WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_SUBJECT in functions/.env, the private key a secret
// (`firebase functions:secrets:set WEB_PUSH_VAPID_PRIVATE_KEY`; README, "Web Push").
const WEB_PUSH_VAPID_PRIVATE_KEY = defineSecret('WEB_PUSH_VAPID_PRIVATE_KEY');
export const sendStaffAlerts = onSchedule(
  {
    region: BACKEND_REGION,
    schedule: 'every 5 minutes',
    timeZone: 'America/Sao_Paulo',
    secrets: [WEB_PUSH_VAPID_PRIVATE_KEY],
    memory: '256MiB',
    timeoutSeconds: 240,
  },
  async () => {
    const webPush = webPushConfigFromEnv(process.env, WEB_PUSH_VAPID_PRIVATE_KEY.value());
    const report = await runAlerts({ ...services(), webPush });
    if (report.notConfigured) console.warn('alerts: no VAPID keys (README, "Web Push"); nothing sent');
    if (report.sent.length + report.revoked.length > 0)
      console.log(
        'alerts',
        JSON.stringify({
          sent: report.sent.filter((s) => s.result === 'enviada').length,
          failed: report.sent.filter((s) => s.result !== 'enviada').length,
          delayed: report.delayed.length,
          revoked: report.revoked.length,
        }),
      );
  },
);

// Lost access (status not active, no longer staff, deleted): that person's devices stop at once.
export const forgetRevokedDevices = onDocumentWritten(
  { region: BACKEND_REGION, document: 'users/{uid}', memory: '256MiB', timeoutSeconds: 60, retry: false },
  async (event) => {
    await onUserWrittenForAlerts(services(), event.params.uid, event.data?.after.data());
  },
);
