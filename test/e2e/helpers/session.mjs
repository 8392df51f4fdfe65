// The usual start of an e2e suite: a fresh profile at tablet size, signed up through the UI.
import { after, before } from 'node:test';
import { launchApp } from './browser.mjs';
import { expectShell, signUpViaUi } from './auth.mjs';
import { goOffline, goOnline } from './network.mjs';

export const TABLET = { width: 1024, height: 768 };

/**
 * Call inside a describe(): before the suite, a fresh tablet-sized profile signs up (Helena
 * Prado, advogado, unless `user` says otherwise) and lands on the shell, optionally with the
 * network cut; after it, the network comes back and the profile is closed. The returned
 * handle's `page` is ready inside the tests.
 */
export function signedInSuite({
  user = { displayName: 'Helena Prado', role: 'advogado' },
  offline = false,
  viewport = TABLET,
} = {}) {
  let app;
  before(async () => {
    app = await launchApp({ viewport });
    await signUpViaUi(app.page, user);
    await expectShell(app.page);
    if (offline) await goOffline(app.page);
  });
  after(async () => {
    if (offline && app) await goOnline(app.page);
    await app?.close();
  });
  return {
    get page() {
      return app.page;
    },
  };
}
