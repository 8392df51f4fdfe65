// `node functions/lib/local-jobs-main.js`: the push handlers against the local
// emulators (push/local-jobs.ts says why not the Functions emulator). Started by `npm start`
// (scripts/lib/backend-jobs.mjs) and by tests. Environment: FIRESTORE_EMULATOR_HOST and
// GCLOUD_PROJECT (required), EXPO_PUSH_URL, EXPO_ACCESS_TOKEN, REMINDER_EVERY_MS; for the DataJud
// job DATAJUD_API_KEY (without it the job does not run), DATAJUD_BASE_URL, DATAJUD_EVERY_MS, DATAJUD_MIN_AGE_MS;
// for the DJEN job DJEN_ENABLED (off without it), DJEN_BASE_URL, DJEN_EVERY_MS and the other DJEN_* (djen/client.ts);
// for the staff alert job WEB_PUSH_VAPID_* (the demo pair in demo-* projects), WEB_PUSH_SUBJECT, ALERTS_EVERY_MS.
import { initializeApp } from 'firebase-admin/app';
import { backendDeps } from './admin.js';
import { datajudConfigFromEnv } from './datajud/client.js';
import { djenConfigFromEnv } from './djen/client.js';
import { pushConfig } from './push/config.js';
import { startLocalJobs } from './push/local-jobs.js';
import { webPushConfigFromEnv } from './alerts/web-push-config.js';

const projectId = process.env.GCLOUD_PROJECT;
if (!process.env.FIRESTORE_EMULATOR_HOST || !projectId) {
  console.error(
    'local-jobs: FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT are required (this runs against the emulators only)',
  );
  process.exit(2);
}
const deps = { ...backendDeps(initializeApp({ projectId })), expo: pushConfig() };
const datajud = datajudConfigFromEnv();
const datajudEveryMs = Number(process.env.DATAJUD_EVERY_MS) || 60 * 60_000;
const djen = djenConfigFromEnv();
const djenEveryMs = Number(process.env.DJEN_EVERY_MS) || 3 * 60 * 60_000;
const webPush = webPushConfigFromEnv();
const alertsEveryMs = Number(process.env.ALERTS_EVERY_MS) || 5 * 60_000;
const jobs = startLocalJobs(deps, {
  webPush,
  alertsEveryMs,
  djen,
  djenEveryMs,
  reminderEveryMs: Number(process.env.REMINDER_EVERY_MS) || 60_000,
  datajud,
  datajudEveryMs,
  datajudMinAgeMs: Number(process.env.DATAJUD_MIN_AGE_MS) || undefined,
});
const datajudLine = datajud.apiKey
  ? `DataJud at ${datajud.baseUrl} every ${Math.round(datajudEveryMs / 60_000)} min`
  : 'DataJud off (no DATAJUD_API_KEY in functions/.env)';
const djenLine = djen.enabled
  ? `DJEN at ${djen.baseUrl} every ${Math.round(djenEveryMs / 60_000)} min`
  : 'DJEN off (DJEN_ENABLED not set in functions/.env)';
const alertsLine = webPush
  ? `staff alerts (Web Push) every ${Math.round(alertsEveryMs / 1000)} s`
  : 'staff alerts off (no WEB_PUSH_VAPID_* keys)';
console.log(
  `local-jobs: listening on ${process.env.FIRESTORE_EMULATOR_HOST} (project ${projectId}); Expo at ${deps.expo.url}; ${datajudLine}; ${djenLine}; ${alertsLine}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void jobs.stop().finally(() => process.exit(0));
  });
}
