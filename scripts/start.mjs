#!/usr/bin/env node
// `npm start`: the app with its local backend. Starts the Firebase Auth emulator, a Firestore
// emulator with firestore.rules (scripts/lib/firestore-emulator.mjs), the local Storage
// stand-in with storage.rules (scripts/lib/storage-standin.mjs) and the backend (functions/) on the Functions emulator, then the Vite dev server, and prints
// the URL. Ctrl-C stops everything.
import { join } from 'node:path';
import { forgetRunningEmulators, recordRunningEmulators, startEmulators, ROOT } from './lib/emulators.mjs';
import { planFirestoreEmulator, startFirestoreEmulator } from './lib/firestore-emulator.mjs';
import { startFunctionsEmulator } from './lib/functions-emulator.mjs';
import { startBackendJobs } from './lib/backend-jobs.mjs';
import { startFakeWebPush } from '../test/support/fake-web-push.mjs';
import { startStorageStandin } from './lib/storage-standin.mjs';
import { freePort, waitForPort } from './lib/ports.mjs';
import { onInterrupt, spawnGroup, stopAll } from './lib/proc.mjs';

// 5173 unless another server holds it (then a free port, printed below).
const APP_PORT = await freePort(5173);
const started = [];
let stopping = false;
onInterrupt(async () => {
  stopping = true;
  console.log('\nEncerrando (stopping the emulators and the dev server)…');
  forgetRunningEmulators();
  await Promise.all(started.map((s) => s.stop()));
  await stopAll();
});

const fail = async (message) => {
  if (stopping) return;
  stopping = true;
  forgetRunningEmulators();
  console.error(`\n✖ ${message}`);
  await Promise.all(started.map((s) => s.stop()));
  await stopAll();
  process.exit(1);
};

// Firestore: firebase-tools' emulator with Java 21+, else the Cloud CLI jar on Java 11+ (see
// scripts/lib/firestore-emulator.mjs). Storage: Google's emulator needs Java 21 and a rules
// runtime it downloads, so a local stand-in takes its place (scripts/lib/storage-standin.mjs),
// beside Firestore, whose documents its rules read.
// Java for the emulator jar is installed when missing and allowed (root or password-less sudo), as `npm test` does.
const firestorePlan = planFirestoreEmulator({ install: true });
const only = ['auth'];

// The app's default emulator address is 127.0.0.1:9099; use another port only when that one is taken.
const ports = { auth: await freePort(9099) };

console.log(`Iniciando o Firebase Emulator (${only.join(', ')}) e o emulador do Firestore — projeto demo-advocacia…`);
// All at once: each takes seconds to boot (Node for Auth, a JVM for Firestore, tsc + Node for the backend).
const firestorePort = await freePort(8080);
const firestoreStarting = (async () => {
  if (firestorePlan.how === 'none') {
    console.log(`Sincronização indisponível: ${firestorePlan.reason}. O app usa só a réplica local.`);
    return undefined;
  }
  try {
    const emulator = await startFirestoreEmulator({ port: firestorePort, plan: firestorePlan, watchRules: true });
    started.push(emulator);
    return emulator;
  } catch (error) {
    if (!stopping)
      console.log(
        `Sincronização indisponível: o emulador do Firestore não iniciou (${error.message}). O app usa só a réplica local.`,
      );
    return undefined;
  }
})();

// The backend (functions/) on the Functions emulator, beside them (scripts/lib/functions-emulator.mjs).
// Not fatal: without it the app runs and its server actions say they are unavailable.
const backendStarting = startFunctionsEmulator({
  authHost: `127.0.0.1:${ports.auth}`,
  firestoreHost: firestorePlan.how === 'none' ? undefined : `127.0.0.1:${firestorePort}`,
}).then(
  (backend) => (started.push(backend), backend),
  (error) => {
    if (!stopping) console.log(`Backend indisponível: ${error.message.split('\n')[0]}. O app roda sem ele.`);
    return undefined;
  },
);

let emulators;
try {
  emulators = await startEmulators({ only, ports, prefix: '[firebase]', quiet: false });
  started.push(emulators);
} catch (error) {
  await fail(`Auth emulator failed: ${error.message}`);
}
const firestore = await firestoreStarting;
// Not fatal either: without it, files wait on the device (the upload queue) as before.
const storage = firestore
  ? await startStorageStandin({
      port: await freePort(9199),
      firestoreHost: firestore.host,
      watchRules: true,
      quiet: false,
    }).then(
      (s) => (started.push(s), s),
      (error) => {
        if (!stopping) console.log(`${error.message}. Anexos e documentos ficam no aparelho.`);
        return undefined;
      },
    )
  : undefined;
const backend = await backendStarting;
// Push notifications to the client's phone (a staff message, a timeline entry, due reminders) and
// the hourly DataJud job (with DATAJUD_API_KEY in functions/.env): the backend's handlers, run
// beside the emulators (scripts/lib/backend-jobs.mjs says why).
// Staff alerts (issue 36) go to the browsers' push services, which are on the internet: locally a
// FAKE push service on 127.0.0.1 receives them (POST <url>/subscriptions makes a device for it) and
// prints each one, decrypted. The job signs with the demo VAPID pair (packages/shared/src/alerts/demo-vapid.ts).
const fakePush =
  backend && firestore
    ? await startFakeWebPush({
        onReceive: (r) =>
          console.log(
            `[push-falso] ${r.status} ${r.subscriptionId.slice(0, 8)}: ${r.payload ? `${r.payload.title} — ${r.payload.body}` : (r.error ?? '')}`,
          ),
      }).then((f) => (started.push({ stop: f.close }), f))
    : undefined;
const pushJobs =
  backend && firestore
    ? await startBackendJobs({ firestoreHost: firestore.host, build: false, quiet: false }).then(
        (jobs) => (started.push(jobs), jobs),
        (error) => {
          if (!stopping) console.log(`Notificações indisponíveis: ${error.message.split('\n')[0]}.`);
          return undefined;
        },
      )
    : undefined;

const env = { VITE_AUTH_EMULATOR_HOST: emulators.hosts.auth };
if (firestore) env.VITE_FIRESTORE_EMULATOR_HOST = firestore.host;
if (storage) env.VITE_STORAGE_EMULATOR_HOST = storage.host;
if (backend) env.VITE_FUNCTIONS_EMULATOR_HOST = backend.host;
recordRunningEmulators({ auth: emulators.hosts.auth, firestore: firestore?.host, storage: storage?.host });

// Ctrl-C during start-up: the interrupt handler is stopping everything; start nothing more.
if (stopping) await new Promise(() => {});
const vite = spawnGroup(
  join(ROOT, 'node_modules', '.bin', 'vite'),
  ['--host', '127.0.0.1', '--port', String(APP_PORT), '--strictPort'],
  {
    cwd: ROOT,
    env,
    prefix: '[vite]',
  },
);
try {
  await waitForPort(APP_PORT, {
    url: `http://127.0.0.1:${APP_PORT}/`,
    child: vite,
    name: 'Vite dev server',
    timeoutMs: 120_000,
  });
} catch (error) {
  await fail(`${error.message} (is port ${APP_PORT} in use?)`);
}

console.log(`
  ➜  App:  http://127.0.0.1:${APP_PORT}/
     Auth emulator:      http://${emulators.hosts.auth}${firestore ? `\n     Firestore emulator: http://${firestore.host} (${firestore.how === 'jar' ? 'Cloud CLI' : 'firebase-tools'}, firestore.rules carregado e recarregado ao salvar)` : ''}${storage ? `\n     Storage (stand-in): http://${storage.host} (storage.rules carregado e recarregado ao salvar)` : '\n     Storage: indisponível (anexos ficam no aparelho; ver README)'}
     Backend (functions/): ${backend ? backend.url : 'indisponível (ver acima)'}
     Notificações push:    ${pushJobs ? `ativas (Expo em ${process.env.EXPO_PUSH_URL || 'exp.host'}; lembretes a cada minuto)` : 'indisponíveis'}
     Alertas da equipe:    ${pushJobs && fakePush ? `Web Push a cada 5 min; serviço de push FALSO em ${fakePush.url} (POST ${fakePush.url}/subscriptions cria um aparelho)` : 'indisponíveis'}
${
  firestore
    ? `
     Um segundo aparelho: abra o mesmo endereço numa janela anônima (ou outro perfil do
     navegador) e cadastre outro usuário da equipe — o que um faz aparece no outro.
     Admin: npm run grant-admin -- <email>
`
    : ''
}
     Ctrl-C para encerrar / to stop.
`);

// Whichever stops first brings the other down.
const watched = [
  vite.exited.then(() => 'The Vite dev server'),
  emulators.child.exited.then(() => 'The Firebase emulator'),
  ...(firestore ? [firestore.child.exited.then(() => 'The Firestore emulator')] : []),
  ...(storage ? [storage.child.exited.then(() => 'The Storage stand-in (rules engine)')] : []),
  ...(backend ? [backend.child.exited.then(() => 'The Functions emulator (backend)')] : []),
];
await fail(`${await Promise.race(watched)} stopped unexpectedly.`);
