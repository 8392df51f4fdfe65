#!/usr/bin/env node
// `npm run grant-admin -- <email>`: makes an existing user an administrator.
//
// - Local (default): the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099 when
//   unset), project demo-advocacia. Start it first with `npm start`.
// - Real project: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (and
//   GOOGLE_CLOUD_PROJECT, or VITE_FIREBASE_PROJECT_ID in .env), without FIREBASE_AUTH_EMULATOR_HOST.
//
// users/{uid} is the one source of truth for role and access (firestore.rules, the screens and
// this script agree): it sets role 'admin' and status 'active' there, keeping the fields the
// RxDB replication needs (serverTimestamp, updatedBy, _deleted), and appends an audit entry.
// It sets no custom claim (nothing reads one) and removes a `role` claim older versions set.
// Firestore must be reachable: FIRESTORE_EMULATOR_HOST (or a running `npm start`) or real credentials.
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

const email = process.argv
  .slice(2)
  .find((a) => !a.startsWith('-'))
  ?.trim()
  .toLowerCase();
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
  die(
    `GOOGLE_APPLICATION_CREDENTIALS aponta para um arquivo que não existe: ${credentials}`,
    'The credentials file does not exist.',
  );
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
    die(
      `Nenhum usuário com o e-mail ${email}. Crie a conta em /cadastrar primeiro.`,
      `No user with e-mail ${email}; sign up first.`,
    );
  }
  if (/ECONNREFUSED|fetch failed|connect/i.test(String(error?.message)) && useEmulator) {
    die(
      `O Auth emulator não respondeu em ${process.env.FIREBASE_AUTH_EMULATOR_HOST}. Rode \`npm start\` em outro terminal.`,
      `The Auth emulator is not running at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}; start it with \`npm start\`.`,
    );
  }
  die(
    `Não foi possível buscar o usuário: ${error?.message ?? error}`,
    `Could not look the user up (${code || 'unknown error'}).`,
  );
}

if (user.customClaims && 'role' in user.customClaims) {
  const rest = Object.fromEntries(Object.entries(user.customClaims).filter(([key]) => key !== 'role'));
  await getAuth(app)
    .setCustomUserClaims(user.uid, Object.keys(rest).length ? rest : null)
    .catch(() => undefined);
  console.log('ℹ Claim "role" antiga removida (o papel vale só em users/{uid}). / Old role claim removed.');
}

if (!firestoreAvailable) {
  die(
    'Firestore indisponível: rode `npm start` (que inicia o emulador) ou defina FIRESTORE_EMULATOR_HOST / credenciais reais. Nada foi alterado.',
    'Firestore not reachable (no FIRESTORE_EMULATOR_HOST, no running `npm start`, no credentials): nothing changed.',
  );
}

try {
  const { getFirestore, FieldValue } = await import('firebase-admin/firestore');
  const db = getFirestore(app);
  const ref = db.doc(`users/${user.uid}`);
  const snapshot = await ref.get();
  if (!snapshot.exists) {
    die(
      `users/${user.uid} não existe no Firestore: a pessoa precisa concluir o cadastro em /cadastrar antes. Nada foi alterado.`,
      `users/${user.uid} does not exist in Firestore yet (sign up first); nothing changed.`,
    );
  }
  const now = new Date().toISOString();
  await ref.set(
    {
      role: 'admin',
      status: 'active',
      updatedAt: now,
      updatedBy: 'grant-admin',
      _deleted: false,
      serverTimestamp: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  // The audit trail is append-only; this entry says who made the first admin, and how.
  await db.collection('logs').add({
    actorUid: 'grant-admin',
    action: 'update',
    collectionName: 'users',
    documentId: user.uid,
    summary: `Concedeu a função Administrador(a) a "${snapshot.get('displayName') ?? email}" (npm run grant-admin)`,
    deviceTime: now,
    conflict: null,
    createdAt: now,
    createdBy: 'grant-admin',
    updatedAt: now,
    updatedBy: 'grant-admin',
    _deleted: false,
    serverTimestamp: FieldValue.serverTimestamp(),
  });
  console.log(
    `✔ users/${user.uid}: role 'admin', status 'active' (aprovado) — vale na hora, também nos dispositivos conectados.`,
  );
} catch (error) {
  die(
    `Não foi possível atualizar users/${user.uid}: ${error?.message ?? error}`,
    'Could not update the users document.',
  );
}
process.exit(0);
