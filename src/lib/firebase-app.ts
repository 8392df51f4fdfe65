import { initializeApp, type FirebaseApp } from 'firebase/app';
import { getFirebaseSettings } from './firebase-settings';

export { getFirebaseSettings } from './firebase-settings';

/**
 * The one Firebase app of the page. Auth, Firestore and Storage are only initialised by the
 * modules that use them (auth after first paint, the data layer, uploads), so the first
 * screen stays small; modules that only need the settings import lib/firebase-settings.
 */
let app: FirebaseApp | undefined;

export function getFirebaseApp(): FirebaseApp {
  if (!app) {
    const s = getFirebaseSettings();
    app = initializeApp({
      apiKey: s.apiKey,
      authDomain: s.authDomain,
      projectId: s.projectId,
      storageBucket: s.storageBucket,
      messagingSenderId: s.messagingSenderId,
      appId: s.appId,
    });
  }
  return app;
}
