import { firstValueFrom } from 'rxjs';
import { observeCount } from '@/data';

/**
 * Where the loaded window of a long conversation starts.
 *
 * The replica's IndexedDB storage walks a cursor for any query it cannot answer from an
 * index in ascending order — "the newest 60 messages" (sort desc + limit) reads all 5,000
 * of them one cursor step at a time (seconds on a tablet). Counting over the
 * [chatId, sentAt] index, though, is a single native call. So the window is chosen by time:
 * find an instant from which at least `wanted` messages follow (counting back in growing
 * steps, then narrowing), and query `sentAt >= that`, which the index answers directly.
 *
 * Returns null when the whole conversation has fewer than `wanted` messages (load it all).
 */
export type CountSince = (sinceIso: string) => Promise<number>;

const HOUR = 3_600_000;
/** 30 years back: older than any conversation; the loop stops there. */
const MAX_SPAN = 30 * 365 * 24 * HOUR;

export function countMessagesSince(chatId: string): CountSince {
  return (since) => firstValueFrom(observeCount('messages', { chatId, sentAt: { $gte: since } }));
}

export async function findWindowStart(count: CountSince, newestIso: string, wanted: number): Promise<string | null> {
  const newest = Date.parse(newestIso) || Date.now();
  const at = (span: number) => new Date(newest - span).toISOString();
  let low = 0; // a span known to hold fewer than `wanted`
  let span = 6 * HOUR;
  let found: number | null = null;
  while (span <= MAX_SPAN) {
    const n = await count(at(span));
    if (n >= wanted) {
      found = n;
      break;
    }
    low = span;
    span *= 8;
  }
  if (found === null) return null;
  // Narrow (a few steps) so the window is not many times larger than asked.
  let high = span;
  for (let i = 0; i < 8 && found > wanted * 3 && high - low > 60_000; i++) {
    const mid = Math.floor((low + high) / 2);
    const n = await count(at(mid));
    if (n >= wanted) {
      high = mid;
      found = n;
    } else {
      low = mid;
    }
  }
  return at(high);
}

/**
 * Started when a conversation is clicked, so the index counts run while React renders the
 * conversation instead of after it; the hook picks the result up (or computes it itself).
 */
const prefetched = new Map<string, Promise<string | null>>();

function key(chatId: string, newestIso: string, wanted: number) {
  return `${chatId}|${newestIso}|${wanted}`;
}

export function prefetchWindowStart(chatId: string, newestIso: string, wanted: number): Promise<string | null> {
  const k = key(chatId, newestIso, wanted);
  let p = prefetched.get(k);
  if (!p) {
    p = findWindowStart(countMessagesSince(chatId), newestIso, wanted);
    prefetched.set(k, p);
    // Only a hint for the next render: forget it soon (the replica keeps changing).
    setTimeout(() => prefetched.delete(k), 5_000);
  }
  return p;
}
