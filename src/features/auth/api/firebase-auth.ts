import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { getFirebaseApp, getFirebaseSettings } from '@/lib/firebase-app';

let auth: Auth | undefined;

export function getFirebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(getFirebaseApp());
    const host = getFirebaseSettings().emulators.auth;
    if (host) connectAuthEmulator(auth, `http://${host}`, { disableWarnings: true });
    auth.languageCode = 'pt-BR';
  }
  return auth;
}
