import { EMPTY, Observable, fromEvent, map, merge, of, startWith } from 'rxjs';
import { DEFAULT_WATCHDOG_MS } from './firestore-listener';

/** What the browser tells the replication (none of it exists under Node: tests see "online, visible"). */
const hasWindow = () => typeof window !== 'undefined' && typeof window.addEventListener === 'function';
export const browserSaysOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
export const documentVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The browser's heals: back online; the tab visible again (`stale` when it was hidden for
 * longer than the watchdog period, which does not run while hidden); a timer that fires far
 * too late (the machine slept). `stale`: what the device knew of the server may be old.
 */
export function browserHeals$(watchdogMs: number): Observable<{ stale: boolean }> {
  if (!hasWindow() || typeof document === 'undefined') return EMPTY;
  const TICK_MS = 5_000;
  const online = fromEvent(window, 'online').pipe(map(() => ({ stale: true })));
  const visibleAgain = new Observable<{ stale: boolean }>((subscriber) => {
    let hiddenAt = documentVisible() ? undefined : Date.now();
    const onChange = () => {
      if (!documentVisible()) return void (hiddenAt ??= Date.now());
      const hiddenFor = hiddenAt === undefined ? 0 : Date.now() - hiddenAt;
      hiddenAt = undefined;
      subscriber.next({ stale: hiddenFor >= Math.min(watchdogMs || DEFAULT_WATCHDOG_MS, DEFAULT_WATCHDOG_MS) });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
  const wake = new Observable<{ stale: boolean }>((subscriber) => {
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      // Hidden tabs' timers are throttled: only a visible tab's late tick means sleep.
      if (now - last > TICK_MS + 15_000 && documentVisible()) subscriber.next({ stale: true });
      last = now;
    }, TICK_MS);
    return () => clearInterval(timer);
  });
  return merge(online, visibleAgain, wake);
}

export function browserOnline$(): Observable<boolean> {
  if (
    typeof window === 'undefined' ||
    typeof navigator === 'undefined' ||
    typeof window.addEventListener !== 'function'
  )
    return of(true);
  return merge(
    fromEvent(window, 'online').pipe(map(() => true)),
    fromEvent(window, 'offline').pipe(map(() => false)),
  ).pipe(startWith(navigator.onLine));
}
