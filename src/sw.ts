/// <reference lib="webworker" />
/**
 * Service worker (vite-plugin-pwa, strategy injectManifest).
 * - Precaches the app shell listed in self.__WB_MANIFEST and drops caches of old versions.
 * - Navigations fall back to the precached index.html (the SPA router takes over), except
 *   Firebase's own /__/ paths (auth handler, init.json).
 * - Auth, Firestore, Storage and emulator traffic is never cached: it goes to the network
 *   untouched (see shouldBypass).
 * - A new version waits until the page asks for it ({type: 'SKIP_WAITING'}), so a reload
 *   never happens behind the user's back; once active it takes control of open pages.
 * - Staff alerts (issue 36): a push shows a notification (one per tag: a repeat replaces it),
 *   a click focuses or opens the app on the alert's page — with no tab open too.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clickTarget, notificationFor, openAlertTarget, pushDataJson } from './app/pwa/push-notifications';
import { shouldBypass } from './app/pwa/sw-bypass';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Registered before Workbox's own fetch listener: bypassed requests stop here and the
// browser handles them as if there were no service worker.
self.addEventListener('fetch', (event) => {
  if (shouldBypass(event.request, self.location.origin)) event.stopImmediatePropagation();
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // Firebase Hosting's reserved paths (auth handler, init.json) are never the SPA.
    denylist: [/^\/__\//, /^\/api\//],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(pushDataJson(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  event.waitUntil(openAlertTarget(self.clients, clickTarget(event.notification.data, origin), origin));
});
