/**
 * This build's version (issue 29): `VITE_APP_VERSION` at build time, else package.json's
 * `version` (vite.config.ts). The server's minimum (`config/app.minAppVersion`) is compared
 * with it before anything is pushed (src/data/app-version-gate.ts).
 */
export const APP_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? '0.0.0';

/** Compares dotted numeric versions ('1.10.0' > '1.9.2'); a missing or non-numeric part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Whether the server asks for a newer app than this one: set by the data layer's push gate,
 * read by the update prompt ("Há uma versão nova do aplicativo"). A tiny store outside React
 * and RxJS, so the prompt's entry costs nothing on the first screen.
 */
let outdated = false;
const listeners = new Set<() => void>();

export function isAppOutdated(): boolean {
  return outdated;
}

export function setAppOutdated(next: boolean): void {
  if (next === outdated) return;
  outdated = next;
  for (const listener of listeners) listener();
}

export function subscribeAppOutdated(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
