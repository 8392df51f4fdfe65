// The backend's push handlers run locally (functions/src/push/local-jobs.ts says why not from
// the Functions emulator): a Node process on the compiled functions/ (functions/lib), listening
// to the Firestore emulator and running the scheduled jobs (reminders, DataJud, DJEN) on timers. For
// `npm start` and tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID } from './emulators.mjs';
import { buildFunctions, ensureFunctionsInstalled, FUNCTIONS_DIR } from './functions-emulator.mjs';
import { spawnGroup, stopGroup } from './proc.mjs';

export const LOCAL_JOBS_ENTRY = join(FUNCTIONS_DIR, 'lib', 'local-jobs-main.js');

/**
 * The DATAJUD_* settings of functions/.env (the file the Functions emulator and `firebase deploy`
 * read), so the local DataJud job uses the same key as "Atualizar agora".
 */
export function datajudSettingsFromDotEnv(file = join(FUNCTIONS_DIR, '.env')) {
  if (!existsSync(file)) return {};
  const settings = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*((?:DATAJUD|DJEN)_[A-Z_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) settings[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return settings;
}

/**
 * Starts the push handlers and scheduled jobs against `firestoreHost` and waits until they listen.
 * `expoUrl`: Expo's push endpoint (default: Expo's own; tests pass a fake on 127.0.0.1).
 * `datajud`: { url, apiKey, everyMs, minAgeMs } for the DataJud job (tests pass a fake on 127.0.0.1);
 * by default the DATAJUD_* of functions/.env, hourly, and off without a key.
 * `djen`: { url, everyMs, retryBaseMs, minIntervalMs, lookbackDays, enabled } for the DJEN job (tests pass
 * a fake on 127.0.0.1); by default the DJEN_* of functions/.env, and off without DJEN_ENABLED.
 * `alertsEveryMs`: how often the staff alert job (Web Push, issue 36) runs; it signs with the demo
 * VAPID pair in demo-* projects (or WEB_PUSH_VAPID_* from the environment).
 * Returns { child, output, stop() }; throws with the reason when it cannot.
 */
export async function startBackendJobs({
  firestoreHost,
  projectId = PROJECT_ID,
  expoUrl,
  expoAccessToken,
  reminderEveryMs = 60_000,
  datajud,
  djen,
  alertsEveryMs,
  build = true,
  quiet = true,
  prefix = '[push]',
  timeoutMs = 60_000,
} = {}) {
  if (!firestoreHost) throw new Error('sem emulador do Firestore, não há o que ouvir');
  const installed = ensureFunctionsInstalled();
  if (!installed.ok) throw new Error(installed.reason);
  if (build || !existsSync(LOCAL_JOBS_ENTRY)) {
    const built = buildFunctions();
    if (!built.ok) throw new Error(`functions/ não compila:\n${built.output}`);
  }
  const env = {
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    GCLOUD_PROJECT: projectId,
    REMINDER_EVERY_MS: String(reminderEveryMs),
    ...(alertsEveryMs ? { ALERTS_EVERY_MS: String(alertsEveryMs) } : {}),
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('WEB_PUSH_'))),
    ...(expoUrl ? { EXPO_PUSH_URL: expoUrl } : {}),
    ...(expoAccessToken ? { EXPO_ACCESS_TOKEN: expoAccessToken } : {}),
    ...(datajud
      ? {
          DATAJUD_API_KEY: datajud.apiKey ?? '',
          ...(datajud.url ? { DATAJUD_BASE_URL: datajud.url } : {}),
          ...(datajud.everyMs ? { DATAJUD_EVERY_MS: String(datajud.everyMs) } : {}),
          ...(datajud.minAgeMs ? { DATAJUD_MIN_AGE_MS: String(datajud.minAgeMs) } : {}),
          ...(datajud.retryBaseMs ? { DATAJUD_RETRY_BASE_MS: String(datajud.retryBaseMs) } : {}),
        }
      : {}),
    ...(djen
      ? {
          DJEN_ENABLED: djen.enabled === false ? '' : 'true',
          ...(djen.url ? { DJEN_BASE_URL: djen.url } : {}),
          ...(djen.everyMs ? { DJEN_EVERY_MS: String(djen.everyMs) } : {}),
          ...(djen.retryBaseMs ? { DJEN_RETRY_BASE_MS: String(djen.retryBaseMs) } : {}),
          ...(djen.minIntervalMs ? { DJEN_MIN_INTERVAL_MS: String(djen.minIntervalMs) } : {}),
          ...(djen.lookbackDays ? { DJEN_LOOKBACK_DAYS: String(djen.lookbackDays) } : {}),
        }
      : {}),
    // functions/.env's DATAJUD_* / DJEN_* for what the caller did not set.
    ...Object.fromEntries(
      Object.entries(datajudSettingsFromDotEnv()).filter(([k]) => (k.startsWith('DJEN_') ? !djen : !datajud)),
    ),
  };
  const child = spawnGroup(process.execPath, [LOCAL_JOBS_ENTRY], { env, cwd: FUNCTIONS_DIR, prefix, quiet });
  const deadline = Date.now() + timeoutMs;
  while (!child.output.some((l) => l.startsWith('local-jobs: listening'))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`o processo de notificações terminou: ${child.output.slice(-5).join(' | ')}`);
    if (Date.now() > deadline) {
      await stopGroup(child);
      throw new Error('o processo de notificações não começou a ouvir a tempo');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: child.output, stop: () => stopGroup(child) };
}
