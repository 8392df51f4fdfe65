#!/usr/bin/env node
// `npm run grant-admin -- <email>`: makes an existing user an administrator.
//
// - Local (default): the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099 when
//   unset), project demo-advocacia. Start it first with `npm start`.
// - Real project: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (and
//   GOOGLE_CLOUD_PROJECT, or VITE_FIREBASE_PROJECT_ID in .env), without FIREBASE_AUTH_EMULATOR_HOST.
//
// It sets the custom claim role=admin and, when Firestore is reachable (FIRESTORE_EMULATOR_HOST
// or real credentials), role: 'admin' on users/{uid}, keeping the fields the RxDB replication
// needs (serverTimestamp, _deleted) up to date.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_PROJECT = 'demo-advocacia';

function die(pt, en, code = 1) {
  console.error(`✖ ${pt}\n  ${en}`);
  process.exit(code);
}

function readDotEnv() {
  const out = {};
  for (const file of ['.env.local', '.env']) {
    const path = join(ROOT, file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (m && !(m[1] in out)) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return out;
}

const email = process.argv.slice(2).find((a) => !a.startsWith('-'))?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  die(
    'Uso: npm run grant-admin -- <email>   (ex.: npm run grant-admin -- ana@escritorio.com.br)',
    'Usage: npm run grant-admin -- <email>',
  );
}

const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
// A running `npm start` noted where its emulators listen.
const { readRunningEmulators } = await import('./lib/emulators.mjs');
const running = credentials ? undefined : readRunningEmulators();
if (running?.auth) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= running.auth;
if (running?.firestore) process.env.FIRESTORE_EMULATOR_HOST ??= running.firestore;
const useEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST) || !credentials;
if (useEmulator) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
if (credentials && !existsSync(credentials)) {
  die(`GOOGLE_APPLICATION_CREDENTIALS aponta para um arquivo que não existe: ${credentials}`, 'The credentials file does not exist.');
}

const dotenv = readDotEnv();
const projectId = useEmulator
  ? process.env.GCLOUD_PROJECT || DEMO_PROJECT
  : process.env.GOOGLE_CLOUD_PROJECT || process.env.GCLOUD_PROJECT || dotenv.VITE_FIREBASE_PROJECT_ID;
const firestoreAvailable = Boolean(process.env.FIRESTORE_EMULATOR_HOST) || !useEmulator;

const { initializeApp, applicationDefault } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');

const app = initializeApp({
  ...(projectId ? { projectId } : {}),
  ...(useEmulator ? {} : { credential: applicationDefault() }),
});
const where = useEmulator
  ? `Auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (projeto ${projectId})`
  : `projeto ${projectId ?? '(das credenciais)'}`;
console.log(`Concedendo admin a ${email} — ${where}`);

let user;
try {
  user = await getAuth(app).getUserByEmail(email);
} catch (error) {
  const code = error?.code ?? error?.errorInfo?.code ?? '';
  if (code === 'auth/user-not-found') {
    die(`Nenhum usuário com o e-mail ${email}. Crie a conta em /cadastrar primeiro.`, `No user with e-mail ${email}; sign up first.`);
  }
  if (/ECONNREFUSED|fetch failed|connect/i.test(String(error?.message)) && useEmulator) {
    die(
      `O Auth emulator não respondeu em ${process.env.FIREBASE_AUTH_EMULATOR_HOST}. Rode \`npm start\` em outro terminal.`,
      `The Auth emulator is not running at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}; start it with \`npm start\`.`,
    );
  }
  die(`Não foi possível buscar o usuário: ${error?.message ?? error}`, `Could not look the user up (${code || 'unknown error'}).`);
}

try {
  await getAuth(app).setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: 'admin' });
  console.log(`✔ Claim role=admin definida para ${user.uid} (vale no próximo login / after the next token refresh).`);
} catch (error) {
  die(`Não foi possível definir a claim: ${error?.message ?? error}`, 'Could not set the custom claim.');
}

if (!firestoreAvailable) {
  console.log(
    'ℹ Firestore indisponível (sem FIRESTORE_EMULATOR_HOST nem credenciais): users/' +
      `${user.uid} não foi alterado. / Firestore not available: the users document was not updated.`,
  );
  process.exit(0);
}

try {
  const { getFirestore, FieldValue } = await import('firebase-admin/firestore');
  const ref = getFirestore(app).doc(`users/${user.uid}`);
  const snapshot = await ref.get();
  if (!snapshot.exists) {
    die(
      `users/${user.uid} não existe no Firestore (o usuário ainda não sincronizou o cadastro). A claim foi definida.`,
      `users/${user.uid} does not exist in Firestore yet; only the custom claim was set.`,
    );
  }
  await ref.set(
    {
      role: 'admin',
      updatedAt: new Date().toISOString(),
      updatedBy: 'grant-admin',
      _deleted: false,
      serverTimestamp: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  console.log(`✔ users/${user.uid}.role = 'admin' no Firestore.`);
} catch (error) {
  die(`Não foi possível atualizar users/${user.uid}: ${error?.message ?? error}`, 'Could not update the users document.');
}
process.exit(0);
