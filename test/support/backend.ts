import type { BackendDeps } from '../../functions/src/access';
import { Timestamp, backendDeps, deleteApp, initializeApp } from '../../functions/src/admin';
import { makeClient, profileDocument } from './fixtures';
import { startAuthEmulator } from './start-auth-emulator.mjs';

/**
 * Set-up for the backend's tests (functions/): the Auth emulator (the run's, or one of their
 * own), staff with real ID tokens, client records written as the firm's data would be. Admin
 * SDK values come from functions/src/admin (one copy of firebase-admin with the handlers).
 */
export async function authEmulatorForTest(): Promise<{ host: string; stop: () => Promise<void> }> {
  const fromEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (fromEnv) return { host: fromEnv, stop: async () => undefined };
  return startAuthEmulator();
}

export const TEST_PASSWORD = 'senha-Segura-123';

/** An Identity Toolkit call on the Auth emulator (as the app's and the mobile app's SDK make them). */
export async function identityToolkit(
  authHost: string,
  method: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function signInWithPassword(authHost: string, email: string, password = TEST_PASSWORD) {
  return identityToolkit(authHost, 'signInWithPassword', { email, password, returnSecureToken: true });
}

/** A member of the staff: an Auth account, users/{uid} as the firm writes it, and a real ID token. */
export async function staffWithToken(
  deps: BackendDeps,
  authHost: string,
  name: string,
  role: 'admin' | 'advogado' | 'atendente',
  status: 'active' | 'pending' | 'disabled' = 'active',
) {
  const email = `${name}.${Date.now()}@escritorio.example`;
  const { uid } = await deps.auth.createUser({ email, password: TEST_PASSWORD });
  await deps.db
    .doc(`users/${uid}`)
    .set({ ...profileDocument(uid, role, status), email, serverTimestamp: Timestamp.now() });
  const token = String((await signInWithPassword(authHost, email)).body.idToken);
  return { uid, email, token };
}

/** A client record on the server, with the fields the replication keeps. */
export async function seedClient(
  deps: BackendDeps,
  id: string,
  overrides: Parameters<typeof makeClient>[1] = {},
  name = 'Maria Souza',
) {
  const now = new Date().toISOString();
  await deps.db.doc(`clients/${id}`).set({
    ...makeClient(name, overrides),
    id,
    createdAt: now,
    createdBy: 'seed',
    updatedAt: now,
    updatedBy: 'seed',
    _deleted: false,
    serverTimestamp: Timestamp.now(),
  });
}

/**
 * The backend's handlers on this test's Firestore project and the Auth emulator, as the
 * functions tests call them: Admin SDK apps for Auth (the emulator's own project, which its ID
 * tokens name as audience) and for Firestore (the test's project). `close()` deletes the apps,
 * stops an Auth emulator started here and puts FIRESTORE_EMULATOR_HOST back.
 */
export async function backendForTest(
  server: { host: string; port: number },
  projectId: string,
  options: { name: string; now?: () => Date },
): Promise<{ authHost: string; deps: BackendDeps; close: () => Promise<void> }> {
  const previousFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = await authEmulatorForTest();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  process.env.FIRESTORE_EMULATOR_HOST = `${server.host}:${server.port}`;
  const apps = [
    initializeApp({ projectId: 'demo-advocacia' }, `${options.name}-auth-${Date.now()}`),
    initializeApp({ projectId }, `${options.name}-data-${Date.now()}`),
  ];
  const deps: BackendDeps = {
    auth: backendDeps(apps[0]).auth,
    db: backendDeps(apps[1]).db,
    ...(options.now ? { now: options.now } : {}),
  };
  return {
    authHost: auth.host,
    deps,
    close: async () => {
      await Promise.all(apps.map((a) => deleteApp(a)));
      await auth.stop();
      if (previousFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = previousFirestoreHost;
    },
  };
}
