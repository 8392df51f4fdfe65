import { DEFAULT_WATCHDOG_MS } from '@/data/sync/firestore-listener';
import { waitFor } from './wait';

/**
 * How long a change may take to reach another device in the sync tests. A change the
 * emulator's listener never reports (its known Listen glitches: test/chaos/emulator-listen-glitch.mjs)
 * reaches a device with the watchdog's pull, within DEFAULT_WATCHDOG_MS + 20 % (30 s): CI waited
 * 30.3 s for such a copy (sync.test.ts) and more than 30 s once more (concurrent-push.test.ts).
 * Tests about what arrives, not how fast, wait past the watchdog; speed lives in the chaos
 * table and the bench.
 */
export const ARRIVES_MS = DEFAULT_WATCHDOG_MS * 1.2 + 30_000;

/** waitFor with ARRIVES_MS: for a change made on one device to be seen on another. */
export function arrives<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
): Promise<T> {
  return waitFor(what, check, ARRIVES_MS);
}
