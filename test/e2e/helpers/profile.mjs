// A browser profile that outlives its Chromium: launch, close (e.g. in the middle of a sync)
// and launch again on the SAME user-data-dir, i.e. the same IndexedDB, service worker, auth
// session and localStorage — the same device restarted. launchApp() (browser.mjs) is the
// one-shot variant that deletes its profile on close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new, empty profile directory; remove it with removeProfileDir() when done. */
export function makeProfileDir() {
  return mkdtempSync(join(tmpdir(), 'advocacia-e2e-profile-'));
}

export function removeProfileDir(userDataDir) {
  rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
}

export { launchAppInProfile } from './browser.mjs';
