import { initializeApp, type FirebaseApp } from 'firebase/app';
import { readFirebaseSettings, type FirebaseSettings } from '@/config/env';

/**
 * The one Firebase app of the page. Firestore and Storage are only initialised by the
 * modules that use them (the data layer, uploads), so the login page stays small.
 */
let settings: FirebaseSettings | undefined;
let app: FirebaseApp | undefined;

export function getFirebaseSettings(): FirebaseSettings {
  settings ??= readFirebaseSettings(import.meta.env as Record<string, string | boolean | undefined>);
  return settings;
}

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
