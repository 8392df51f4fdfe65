import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { getFirebaseApp, getFirebaseSettings } from '@/lib/firebase-app';
import { setBackendIdTokenSource } from '@/lib/http/backend';

let auth: Auth | undefined;

export function getFirebaseAuth(): Auth {
  if (!auth) {
    // getAuth()'s persistence, without its popup/redirect resolver: sign-in is by e-mail and
    // password only, and on tablets that resolver loads apis.google.com and an iframe of the
    // auth domain at start-up, which the production CSP does not (and need not) allow.
    auth = initializeAuth(getFirebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    const host = getFirebaseSettings().emulators.auth;
    if (host) connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
    auth.languageCode = 'pt-BR';
    // Calls to the firm's backend carry the signed-in person's ID token (src/lib/http); the
    // persisted user is restored asynchronously, so a call made right after start waits for it.
    const created = auth;
    setBackendIdTokenSource(async () => {
      await created.authStateReady();
      return (await created.currentUser?.getIdToken()) ?? null;
    });
  }
  return auth;
}
