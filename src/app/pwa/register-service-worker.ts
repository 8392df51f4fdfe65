import { Workbox } from 'workbox-window';
import { getUpdateState, setUpdateState } from './update-store';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered: Workbox | undefined;

/**
 * Registers /sw.js through workbox-window (production builds only: the dev server has no
 * service worker). When a new version is waiting, <UpdatePrompt/> offers to activate it;
 * the page reloads only after the user asked for it, once the new worker controls it.
 */
export function registerServiceWorker(): Workbox | undefined {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  if (registered) return registered;

  const wb = new Workbox('/sw.js', { scope: '/' });
  registered = wb;
  let reloadRequested = false;

  // Only a reload that this tab asked for: another tab activating the update must not
  // reload this one (it may hold unsaved input).
  wb.addEventListener('controlling', () => {
    if (reloadRequested) window.location.reload();
  });

  const activate = () => {
    reloadRequested = true;
    wb.messageSkipWaiting();
  };

  // The server asked for a newer app (issue 29): find it now; the 'waiting' listener activates it
  // once installed. Nothing newer on the server: a reload is the best left to do.
  let registrationRef: ServiceWorkerRegistration | undefined;
  const updateNow = () => {
    reloadRequested = true;
    const registration = registrationRef;
    if (registration?.waiting) return wb.messageSkipWaiting();
    if (!registration) return window.location.reload();
    registration.update().then(
      () => {
        if (registration.waiting) wb.messageSkipWaiting();
        else if (!registration.installing) window.location.reload();
      },
      () => window.location.reload(),
    );
  };

  wb.addEventListener('waiting', () => {
    if (reloadRequested) wb.messageSkipWaiting();
    setUpdateState({ waiting: true, activate, updateNow });
  });

  void wb
    .register()
    .then((registration) => {
      if (!registration) return;
      registrationRef = registration;
      setUpdateState({ ...getUpdateState(), updateNow });
      // A worker left waiting by an earlier visit: offer it at once.
      if (registration.waiting && navigator.serviceWorker.controller)
        setUpdateState({ waiting: true, activate, updateNow });
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => {
      console.warn('Não foi possível registrar o service worker (o app segue funcionando sem cache offline).', error);
    });

  return wb;
}
