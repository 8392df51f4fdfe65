#!/usr/bin/env node
// `npm start`: the app with its local backend. Starts the Firebase Auth emulator (plus the
// Firestore and Storage emulators when Java 21+ is available), then the Vite dev server, and
// prints the URL. Ctrl-C stops everything it started.
import { join } from 'node:path';
import { startEmulators, ROOT } from './lib/emulators.mjs';
import { javaMajorVersion } from './lib/java.mjs';
import { freePort, waitForPort } from './lib/ports.mjs';
import { onInterrupt, spawnGroup, stopAll } from './lib/proc.mjs';

const APP_PORT = 5173;
const started = [];
let stopping = false;
onInterrupt(async () => {
  stopping = true;
  console.log('\nEncerrando (stopping the emulators and the dev server)…');
  await Promise.all(started.map((s) => s.stop()));
  await stopAll();
});

const fail = async (message) => {
  if (stopping) return;
  stopping = true;
  console.error(`\n✖ ${message}`);
  await Promise.all(started.map((s) => s.stop()));
  await stopAll();
  process.exit(1);
};

const java = javaMajorVersion();
const withSync = java !== undefined && java >= 21;
const only = withSync ? ['auth', 'firestore', 'storage'] : ['auth'];

// The app's default emulator address is 127.0.0.1:9099; use another port only when that one is taken.
const ports = {};
for (const [name, preferred] of Object.entries({ auth: 9099, firestore: 8080, storage: 9199 })) {
  if (only.includes(name)) ports[name] = await freePort(preferred);
}

console.log(`Iniciando o Firebase Emulator (${only.join(', ')}) — projeto demo-advocacia…`);
if (!withSync) {
  console.log(
    `Sincronização indisponível: os emuladores do Firestore/Storage precisam de Java 21+ (${java ? `Java ${java} encontrado` : 'Java não encontrado'}); o app usa só a réplica local. / Sync unavailable (Firestore/Storage emulators need Java 21+).`,
  );
}

let emulators;
try {
  emulators = await startEmulators({ only, ports, prefix: '[firebase]', quiet: false });
  started.push(emulators);
} catch (error) {
  if (withSync) {
    // Java 21 is there but the emulator jars may not be (they are downloaded on first use).
    console.warn(`Firestore/Storage emulators failed (${error.message}); continuing with the Auth emulator only.`);
    try {
      emulators = await startEmulators({ only: ['auth'], ports: { auth: ports.auth } });
      started.push(emulators);
    } catch (again) {
      await fail(`Auth emulator failed: ${again.message}`);
    }
  } else {
    await fail(`Auth emulator failed: ${error.message}`);
  }
}

const env = { VITE_AUTH_EMULATOR_HOST: emulators.hosts.auth };
if (emulators.hosts.firestore) env.VITE_FIRESTORE_EMULATOR_HOST = emulators.hosts.firestore;
if (emulators.hosts.storage) env.VITE_STORAGE_EMULATOR_HOST = emulators.hosts.storage;
if (!emulators.hosts.firestore && withSync) console.log('Sync unavailable: the Firestore emulator did not start.');

const vite = spawnGroup(join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1', '--port', String(APP_PORT), '--strictPort'], {
  cwd: ROOT,
  env,
  prefix: '[vite]',
});
try {
  await waitForPort(APP_PORT, { url: `http://127.0.0.1:${APP_PORT}/`, child: vite, name: 'Vite dev server', timeoutMs: 120_000 });
} catch (error) {
  await fail(`${error.message} (is port ${APP_PORT} in use?)`);
}

console.log(`
  ➜  App:  http://127.0.0.1:${APP_PORT}/
     Auth emulator:      http://${emulators.hosts.auth}${emulators.hosts.firestore ? `\n     Firestore emulator: http://${emulators.hosts.firestore}` : ''}${emulators.hosts.storage ? `\n     Storage emulator:   http://${emulators.hosts.storage}` : ''}
     Ctrl-C para encerrar / to stop.
`);

// Whichever stops first brings the other down.
const first = await Promise.race([vite.exited.then(() => 'vite'), emulators.child.exited.then(() => 'firebase')]);
await fail(`${first === 'vite' ? 'The Vite dev server' : 'The Firebase emulator'} stopped unexpectedly.`);
