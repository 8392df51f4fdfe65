import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';
import { firestoreErrorCode, isOfflineError } from './errors';
import { browserSaysOnline } from './browser-signals';

const MAX_RETRY_MS = 60_000;
/**
 * Unreachable server: a retry costs one failed request, and RxDB only cuts its wait short
 * when the browser reports going from offline to online — which flaky networks (and a
 * reload while offline) often never do. So the device comes back within 10 s of a heal.
 */
const MAX_OFFLINE_RETRY_MS = 10_000;
/**
 * …but while the browser says it is online the SDK is what keeps the device away (its own
 * back-off, or the restart below), and a read it cannot serve fails on the device without a
 * request. RxDB's wait cannot be cut short, so it stays short: the read that follows a
 * restart of the SDK comes within 4 s of it.
 */
const MAX_OFFLINE_RETRY_WHILE_ONLINE_MS = 4_000;
/**
 * A refusal by the rules is often over in seconds (the new user's profile is still on its way
 * to the server; an admin is granting access), so it is retried as soon as an unreachable server.
 */
const isRefusal = (error: unknown) => firestoreErrorCode(error) === 'permission-denied';

/**
 * Exponential back-off: RxDB waits `retryTime` before retrying a failed batch; each
 * consecutive failure doubles it, up to a cap that depends on the failure.
 */
export function nextRetryTime(current: number, error: unknown): number {
  const offline = isOfflineError(error);
  const cap =
    offline && browserSaysOnline()
      ? MAX_OFFLINE_RETRY_WHILE_ONLINE_MS
      : offline || isRefusal(error)
        ? MAX_OFFLINE_RETRY_MS
        : MAX_RETRY_MS;
  return Math.min(current * 2, cap);
}

const NUDGE_AFTER_MS = 10_000;
const NUDGE_EVERY_MS = 15_000;

export interface SdkNudge {
  /** A server read or write succeeded: the SDK is connected. */
  serverAnswered(): void;
  /** A read failed because the server could not be reached. */
  unreachable(): void;
  stop(): void;
}

/**
 * The SDK's own back-off. After a long outage (or, under Node, a corrupt gRPC frame from the
 * emulator) the Firestore SDK waits out its connection back-off, up to 60 s, even once the
 * network is back: every server read fails 'unavailable' meanwhile and the device stays
 * behind. When reads have failed like that for NUDGE_AFTER_MS while the browser says it is
 * online, restart the SDK's connection (disable + enable network resets the back-off), at
 * most once per NUDGE_EVERY_MS, then `onRestarted` (read everywhere, retry soon).
 * The check runs on a timer from the first failure, not at the next failed retry: retries
 * are spaced out, and waiting for one would add up to a retry interval to the outage.
 */
export function createSdkNudge(firestore: Firestore, onRestarted: () => void): SdkNudge {
  let offlineSince: number | undefined;
  let lastNudge = 0;
  let nudging = false;
  let stopped = false;
  let nudgeTimer: ReturnType<typeof setTimeout> | undefined;
  const serverAnswered = () => {
    offlineSince = undefined;
    clearTimeout(nudgeTimer);
    nudgeTimer = undefined;
  };
  const nudgeIfStuck = () => {
    const now = Date.now();
    offlineSince ??= now;
    if (!browserSaysOnline() || nudging || stopped) return;
    const wait = Math.max(offlineSince + NUDGE_AFTER_MS, lastNudge + NUDGE_EVERY_MS) - now;
    if (wait > 0) {
      nudgeTimer ??= setTimeout(() => {
        nudgeTimer = undefined;
        if (offlineSince !== undefined) nudgeIfStuck();
      }, wait);
      return;
    }
    nudging = true;
    lastNudge = now;
    void disableNetwork(firestore)
      .then(() => (stopped ? undefined : enableNetwork(firestore)))
      .then(() => {
        if (stopped) return;
        onRestarted();
      })
      .catch(() => undefined)
      .finally(() => {
        nudging = false;
        // Still nothing from the server: check again in NUDGE_EVERY_MS.
        if (offlineSince !== undefined && !stopped) nudgeIfStuck();
      });
  };
  return {
    serverAnswered,
    unreachable: nudgeIfStuck,
    stop() {
      stopped = true;
      clearTimeout(nudgeTimer);
    },
  };
}
