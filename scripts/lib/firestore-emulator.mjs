// The one way this project gets a Firestore emulator (npm start, npm test, bench, screenshots).
//
// In order of preference:
//  1. firebase-tools' own emulator, when Java 21+ is installed (it refuses older Java). It is
//     pointed at the Cloud CLI jar when that is installed, so nothing is downloaded;
//  2. the official emulator jar of the Google Cloud CLI (Debian package
//     google-cloud-cli-firestore-emulator, `FIRESTORE_EMULATOR_JAR`, or found through `gcloud`),
//     started directly on Java 11+ — firebase-tools' Java 21 check is the only thing that
//     stands in its way;
//  3. none: one line says that sync is unavailable and what to install.
// Either way `firestore.rules` is loaded for the app's project, and reloaded when the file
// changes if asked (npm start).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackages } from './apt.mjs';
import { PROJECT_ID, ROOT, startEmulators } from './emulators.mjs';
import { javaMajorVersion } from './java.mjs';
import { waitForPort } from './ports.mjs';
import { spawnGroup, stopGroup } from './proc.mjs';

export const CLOUD_CLI_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const RULES_FILE = join(ROOT, 'firestore.rules');
const JAVA_PACKAGE = 'openjdk-17-jre-headless';

export const HOW_TO_GET_SYNC =
  'instale o emulador oficial (`apt-get install google-cloud-cli-firestore-emulator`, do repositório do Google Cloud CLI, com Java 11+) ou Java 21+ para o firebase-tools';

function jarFromGcloud() {
  const result = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.error || result.status !== 0) return undefined;
  const jar = join(result.stdout.trim(), 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  return existsSync(jar) ? jar : undefined;
}

/** The Cloud CLI's emulator jar: FIRESTORE_EMULATOR_JAR, the Debian package's path, or via gcloud. */
export function findFirestoreJar() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(CLOUD_CLI_JAR)) return CLOUD_CLI_JAR;
  return jarFromGcloud();
}

/**
 * How a Firestore emulator can be had on this machine: { how: 'firebase-tools' | 'jar', jar, java }
 * or { how: 'none', reason }. With `install`, a missing Java is installed from Debian's packages
 * when this process may (root or password-less sudo), as CI does.
 */
export function planFirestoreEmulator({ install = false } = {}) {
  const jar = findFirestoreJar();
  let java = javaMajorVersion();
  if (
    java === undefined &&
    jar &&
    install &&
    ensureDebianPackages([JAVA_PACKAGE], { why: 'Java para o emulador do Firestore' })
  ) {
    java = javaMajorVersion();
  }
  if (java !== undefined && java >= 21) return { how: 'firebase-tools', jar, java };
  if (jar && java !== undefined && java >= 11) return { how: 'jar', jar, java };
  if (jar) {
    return {
      how: 'none',
      reason: `o emulador do Firestore (${jar}) precisa de Java 11+ (${java ? `Java ${java} encontrado` : 'Java não encontrado'}): apt-get install -y ${JAVA_PACKAGE}`,
    };
  }
  return { how: 'none', reason: `nenhum emulador do Firestore encontrado: ${HOW_TO_GET_SYNC}` };
}

/** Loads `firestore.rules` (or `content`) into the emulator for one project. Throws with the compiler's words. */
export async function loadFirestoreRules(host, projectId = PROJECT_ID, content = readFileSync(RULES_FILE, 'utf8')) {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!res.ok)
    throw new Error(`firestore.rules recusado pelo emulador (HTTP ${res.status}): ${(await res.text()).slice(0, 800)}`);
}

/**
 * Starts a Firestore emulator on `port` (plan from planFirestoreEmulator unless given) with
 * firestore.rules loaded for `projectId`. `watchRules` reloads them when the file changes.
 * Returns { host, how, child, stop() }; throws when none can be had (message: the reason).
 */
export async function startFirestoreEmulator({
  port,
  projectId = PROJECT_ID,
  plan = planFirestoreEmulator(),
  watchRules = false,
  quiet = true,
  prefix = '[firestore]',
  timeoutMs = 120_000,
} = {}) {
  if (plan.how === 'none') throw new Error(`Sincronização indisponível: ${plan.reason}`);
  if (plan.how === 'firebase-tools') {
    // firebase-tools loads firestore.rules itself and reloads them on change.
    const started = await startEmulators({
      only: ['firestore'],
      ports: { firestore: port },
      quiet,
      prefix,
      timeoutMs,
      env: plan.jar ? { FIRESTORE_EMULATOR_BINARY_PATH: plan.jar } : {},
    });
    return { host: started.hosts.firestore, how: plan.how, child: started.child, stop: started.stop };
  }

  const child = spawnGroup(
    'java',
    // Small heap and serial GC: it serves a handful of clients on a 2-core machine.
    [
      '-Xms64m',
      '-XX:+UseSerialGC',
      '-cp',
      plan.jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${port}`,
    ],
    { cwd: ROOT, quiet, prefix },
  );
  const host = `127.0.0.1:${port}`;
  let watcher;
  const stop = async () => {
    watcher?.close();
    await stopGroup(child);
  };
  try {
    await waitForPort(port, { url: `http://${host}/`, child, timeoutMs, name: 'Firestore emulator' });
    await loadFirestoreRules(host, projectId);
  } catch (error) {
    if (quiet) process.stderr.write(child.output.map((l) => `${prefix} ${l}\n`).join(''));
    await stop();
    throw error;
  }
  if (watchRules) watcher = watchRulesFile(host, projectId, prefix);
  return { host, how: plan.how, child, stop };
}

/** Reloads the rules (debounced) whenever firestore.rules changes; prints the outcome in one line. */
function watchRulesFile(host, projectId, prefix) {
  let timer;
  // The folder, not the file: editors that save by renaming would end a watch on the file.
  return watch(ROOT, (_event, name) => {
    if (name !== 'firestore.rules') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      loadFirestoreRules(host, projectId).then(
        () => console.log(`${prefix} firestore.rules recarregado.`),
        (error) => console.error(`${prefix} ${error.message}`),
      );
    }, 200);
  });
}
