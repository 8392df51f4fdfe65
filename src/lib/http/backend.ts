import { BACKEND_FUNCTION, BACKEND_REGION } from '@advocacia/shared/config/backend';
import type { FirebaseSettings } from '@/config/env';
import { getFirebaseSettings } from '@/lib/firebase-settings';
import { createBackendClient } from './client';

type Env = Record<string, string | boolean | undefined>;

/**
 * Where the backend's API is, for this build:
 * - `VITE_BACKEND_URL` when set (any deployment, e.g. a staging function's URL);
 * - demo project (local emulators): the Functions emulator at `VITE_FUNCTIONS_EMULATOR_HOST`
 *   (`npm start` sets it), else none — the app runs without a backend and says so;
 * - a real project: `/api` on the app's own origin (Hosting rewrites it to the function).
 */
export function backendBaseUrl(settings: Pick<FirebaseSettings, 'demo' | 'projectId'>, env: Env): string | undefined {
  const explicit = typeof env.VITE_BACKEND_URL === 'string' ? env.VITE_BACKEND_URL.trim() : '';
  if (explicit) return explicit.replace(/\/+$/, '');
  if (!settings.demo) return '/api';
  const host = typeof env.VITE_FUNCTIONS_EMULATOR_HOST === 'string' ? env.VITE_FUNCTIONS_EMULATOR_HOST.trim() : '';
  return host ? `http://${host}/${settings.projectId}/${BACKEND_REGION}/${BACKEND_FUNCTION}` : undefined;
}

let baseUrl: string | null | undefined;
let idTokenSource: (() => Promise<string | null>) | undefined;

/**
 * How the backend client gets the signed-in person's ID token: registered by Auth when it is
 * created (lib/firebase-auth.ts), so this module never initialises Auth itself
 * (getAuth() would, with the popup resolver the app deliberately leaves out).
 */
export function setBackendIdTokenSource(source: () => Promise<string | null>): void {
  idTokenSource = source;
}

function resolvedBaseUrl(): string | undefined {
  if (baseUrl === undefined) baseUrl = backendBaseUrl(getFirebaseSettings(), import.meta.env as Env) ?? null;
  return baseUrl ?? undefined;
}

/**
 * The absolute URL of a backend path, for a link another app opens (the calendar feed): the
 * base may be relative ('/api' on the app's origin). Undefined in a build with no backend.
 */
export function backendUrl(
  path: string,
  base = resolvedBaseUrl(),
  origin = globalThis.location?.href,
): string | undefined {
  if (!base) return undefined;
  return new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`, origin).href;
}

/** The app's backend client: every call to the backend goes through it. */
export const backend = createBackendClient({
  baseUrl: resolvedBaseUrl,
  getIdToken: async () => (idTokenSource ? idTokenSource() : null),
});
