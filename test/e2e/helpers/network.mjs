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
      await Promise.race([new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true })), timer]);
    }
  }, timeout);
}

/** Takes the whole browser context offline, after making sure the service worker is in control. */
export async function goOffline(page) {
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
}

export async function goOnline(page) {
  await page.context().setOffline(false);
}
