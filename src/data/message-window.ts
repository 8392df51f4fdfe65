import { firstValueFrom, type Subscription } from 'rxjs';
import type { MessageDoc } from './collections';
import { findDocs, observeCollection, observeCount, type DocQuery } from './query';

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
  // The whole conversation is counted beside the first step (two requests in flight, one
  // wait): a short one is then known at once instead of after every step back to MAX_SPAN.
  const [total, first] = await Promise.all([count(at(MAX_SPAN)), count(at(span))]);
  if (total < wanted) return null;
  let next: number | null = first;
  while (span <= MAX_SPAN) {
    const n = next ?? (await count(at(span)));
    next = null;
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

/** The live query of a window: every message of the chat from `since` on (all when null), oldest first. */
export function windowQuery(chatId: string, since: string | null): DocQuery<'messages'> {
  return { selector: since ? { chatId, sentAt: { $gte: since } } : { chatId }, sort: [{ sentAt: 'asc' }] };
}

/** A window read once: where it starts and its messages (oldest first). */
export interface WindowSnapshot {
  since: string | null;
  messages: MessageDoc[];
}

/**
 * Windows read ahead of the conversation, so that its first render already has its messages
 * (one frame instead of three: empty → window chosen → messages):
 * - `loadMessageWindow` when a conversation is clicked or pressed: the index counts and the
 *   read run while React renders the conversation instead of after it;
 * - `watchMessageWindow` for the conversations at the top of the list, while it is shown:
 *   the window is chosen once and then followed live (so it is never stale), and the click
 *   finds it ready.
 * Nothing here is the source of truth: the open conversation follows the same query live.
 */
interface WindowEntry {
  promise: Promise<WindowSnapshot>;
  value?: WindowSnapshot;
  watchers: number;
  live?: Subscription;
  expiry?: ReturnType<typeof setTimeout>;
}

const windows = new Map<string, WindowEntry>();
/** How long a window nobody watches stays as a hint for the next render. */
const UNWATCHED_LIFETIME = 5_000;

// Not keyed by the newest message: a window chosen a while ago still holds at least
// `wanted` messages (later ones join it live), so a prepared one stays good as the chat moves.
function key(chatId: string, wanted: number) {
  return `${chatId}|${wanted}`;
}

function forgetLater(k: string, entry: WindowEntry) {
  if (entry.expiry) clearTimeout(entry.expiry);
  entry.expiry = setTimeout(() => {
    if (entry.watchers === 0 && windows.get(k) === entry) windows.delete(k);
  }, UNWATCHED_LIFETIME);
}

function windowEntry(chatId: string, newestIso: string, wanted: number): [string, WindowEntry] {
  const k = key(chatId, wanted);
  let entry = windows.get(k);
  if (!entry) {
    const created: WindowEntry = {
      promise: findWindowStart(countMessagesSince(chatId), newestIso, wanted).then(async (since) => ({
        since,
        messages: await findDocs('messages', windowQuery(chatId, since)),
      })),
      watchers: 0,
    };
    created.promise.then(
      (value) => {
        created.value ??= value;
      },
      () => {
        if (windows.get(k) === created) windows.delete(k);
      },
    );
    windows.set(k, created);
    forgetLater(k, created);
    entry = created;
  }
  return [k, entry];
}

export function loadMessageWindow(chatId: string, newestIso: string, wanted: number): Promise<WindowSnapshot> {
  return windowEntry(chatId, newestIso, wanted)[1].promise;
}

/** Keeps the window of a conversation read and live until the returned function is called. */
export function watchMessageWindow(chatId: string, newestIso: string, wanted: number): () => void {
  const [k, entry] = windowEntry(chatId, newestIso, wanted);
  entry.watchers += 1;
  if (entry.expiry) clearTimeout(entry.expiry);
  entry.promise.then(
    ({ since }) => {
      if (entry.watchers === 0 || entry.live) return;
      entry.live = observeCollection('messages', windowQuery(chatId, since)).subscribe({
        next: (docs) => {
          entry.value = { since, messages: keepUnchanged(entry.value?.messages ?? [], docs) };
        },
        error: () => undefined,
      });
    },
    () => undefined,
  );
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    entry.watchers -= 1;
    if (entry.watchers > 0) return;
    entry.live?.unsubscribe();
    entry.live = undefined;
    forgetLater(k, entry);
  };
}

/** The window already read (or followed), if it has arrived. */
export function peekMessageWindow(chatId: string, wanted: number): WindowSnapshot | undefined {
  return windows.get(key(chatId, wanted))?.value;
}

/** Only the window's start (kept for callers that need no messages). */
export function prefetchWindowStart(chatId: string, newestIso: string, wanted: number): Promise<string | null> {
  return loadMessageWindow(chatId, newestIso, wanted).then((w) => w.since);
}

function sameMessage(a: MessageDoc, b: MessageDoc): boolean {
  return (
    a.updatedAt === b.updatedAt &&
    a.createdAt === b.createdAt &&
    a.sentAt === b.sentAt &&
    a.side === b.side &&
    a.text === b.text &&
    a.readAt === b.readAt &&
    a.deliveredAt === b.deliveredAt &&
    a.attachments.length === b.attachments.length &&
    (a.attachments.length === 0 || JSON.stringify(a.attachments) === JSON.stringify(b.attachments))
  );
}

/**
 * `next` with the objects of `prev` kept where a message did not change (and `prev` itself
 * when nothing did). Every emission of a live query is a fresh copy of every document; keeping
 * the unchanged ones lets the memoised bubbles skip re-rendering when one message arrives or
 * is marked read.
 */
export function keepUnchanged(prev: readonly MessageDoc[], next: readonly MessageDoc[]): MessageDoc[] {
  if (prev.length === 0) return next as MessageDoc[];
  const byId = new Map(prev.map((m) => [m.id, m]));
  let same = prev.length === next.length;
  const out = next.map((m, i) => {
    const old = byId.get(m.id);
    const kept = old && sameMessage(old, m) ? old : m;
    if (kept !== prev[i]) same = false;
    return kept;
  });
  return same ? (prev as MessageDoc[]) : out;
}
