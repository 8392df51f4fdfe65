import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { BackendDeps } from './access.js';

/**
 * The Admin SDK services the handlers use. In Cloud Functions and in the Functions emulator
 * the default app needs no options (the emulator sets FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST); tests pass their own app for their own project.
 */
export function backendDeps(app?: App): BackendDeps {
  const used = app ?? getApps()[0] ?? initializeApp();
  return { auth: getAuth(used), db: getFirestore(used) };
}

// Tests use these from here: one copy of firebase-admin with the handlers (functions/node_modules when installed).
export { deleteApp, initializeApp, Timestamp, type App };
