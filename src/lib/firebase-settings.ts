import { readFirebaseSettings, type FirebaseSettings } from '@/config/env';

/**
 * The Firebase settings of this build, read once. Apart from firebase-app.ts so that reading
 * them (main.tsx validates them before anything renders) does not bring the Firebase SDK into
 * the entry chunk: the app itself is created only by the modules that talk to Firebase.
 */
let settings: FirebaseSettings | undefined;

export function getFirebaseSettings(): FirebaseSettings {
  settings ??= readFirebaseSettings(import.meta.env as Record<string, string | boolean | undefined>);
  return settings;
}
