// Service worker and connectivity helpers.

/**
 * Waits until a service worker controls the page (registration + activation + clients.claim).
 * `navigator.serviceWorker.ready` is awaited inside page.evaluate (waitForFunction with an
 * async predicate would resolve at once).
 */
export async function waitForServiceWorker(page, timeout = 60_000) {
  await page.evaluate(async (ms) => {
    const sw = globalThis.navigator.serviceWorker;
    const timer = new Promise((_, reject) => setTimeout(() => reject(new Error('service worker not ready')), ms));
    await Promise.race([sw.ready, timer]);
    if (!sw.controller) {
      await Promise.race([
        new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true })),
        timer,
      ]);
    }
  }, timeout);
}

/**
 * Chromium (150 here) cuts the network for `context.setOffline(true)` across reloads, but a page
 * loaded while offline reads `navigator.onLine === true` (see ../shared/notes/toolchain.md), which
 * no real offline tablet does. So while a context is offline, pages it loads read `onLine` false,
 * and coming back online tells them with the browser's own 'online' event. The network cut
 * itself stays Chromium's.
 */
const OFFLINE_COOKIE = 'e2e_offline';

async function followOfflineAcrossReloads(context) {
  if (context.__onLineFollowsOffline) return;
  context.__onLineFollowsOffline = true;
  await context.addInitScript((cookie) => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine').get;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get() {
        return document.cookie.split('; ').includes(`${cookie}=1`) ? false : real.call(this);
      },
    });
  }, OFFLINE_COOKIE);
}

/** Takes the whole browser context offline, after making sure the service worker is in control. */
export async function goOffline(page) {
  await waitForServiceWorker(page);
  const context = page.context();
  await followOfflineAcrossReloads(context);
  await context.addCookies([{ name: OFFLINE_COOKIE, value: '1', url: new URL(page.url()).origin }]);
  await context.setOffline(true);
}

export async function goOnline(page) {
  const context = page.context();
  await context.clearCookies({ name: OFFLINE_COOKIE });
  await context.setOffline(false);
  // A page loaded while offline got no 'offline' event from the browser, so it gets no 'online' one either.
  for (const open of context.pages())
    await open.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
}
