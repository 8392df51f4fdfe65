/**
 * Which requests the service worker must leave alone (no respondWith, no cache): identity,
 * database and storage traffic, the Firebase Hosting auth handler, the local emulators and
 * anything that is not a same-origin GET. Shared by src/sw.ts and its unit test.
 */
export const API_HOST_PATTERNS: readonly RegExp[] = [
  /(^|\.)googleapis\.com$/,
  /(^|\.)identitytoolkit\.googleapis\.com$/,
  /(^|\.)securetoken\.googleapis\.com$/,
  /(^|\.)firestore\.googleapis\.com$/,
  /(^|\.)firebasestorage\.googleapis\.com$/,
  /(^|\.)firebaseio\.com$/,
  /(^|\.)firebaseapp\.com$/,
  /(^|\.)gstatic\.com$/,
];

/** Ports of the Firebase emulators (auth, firestore, storage, hub, logging, UI). */
export const EMULATOR_PORTS: readonly string[] = ['9099', '8080', '9199', '4400', '4500', '4000', '9150'];

/** Paths on our own origin that belong to Firebase (auth handler, init.json) or to APIs. */
export const BYPASS_PATH_PREFIXES: readonly string[] = ['/__/', '/api/', '/emulator/'];

export function shouldBypass(request: { url: string; method: string }, origin: string): boolean {
  if (request.method !== 'GET') return true;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (API_HOST_PATTERNS.some((p) => p.test(url.hostname))) return true;
  if (url.origin !== origin) return true;
  if (EMULATOR_PORTS.includes(url.port)) return true;
  return BYPASS_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}
