import { createHash, randomBytes } from 'node:crypto';
import { BACKEND_PATHS, type CalendarFeedLink } from '@advocacia/shared/config/backend';
import type { BackendDeps, Caller } from '../access.js';

/**
 * Calendar feed tokens (issue 36): one per person, in `calendarFeeds/{uid}`, a server-only
 * collection (firestore.rules grant no client anything on it; the Admin SDK writes it):
 * `{ uid, token, tokenHash, createdAt }`. The token (32 random bytes, base64url) is the feed
 * URL's only credential. It is kept so Perfil can show the same link on every device; requests
 * find their person by its SHA-256 (`tokenHash`), so the secret itself is never a query value.
 */
export const CALENDAR_FEEDS = 'calendarFeeds';

/** 32 random bytes in base64url: 43 characters. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarFeedDoc {
  uid: string;
  token: string;
  tokenHash: string;
  createdAt: string;
}

export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newFeed(deps: BackendDeps, uid: string): CalendarFeedDoc {
  const token = randomBytes(32).toString('base64url');
  return { uid, token, tokenHash: hashFeedToken(token), createdAt: (deps.now?.() ?? new Date()).toISOString() };
}

const linkOf = (feed: CalendarFeedDoc): CalendarFeedLink => ({
  path: BACKEND_PATHS.calendarFeedIcs(feed.token),
  createdAt: feed.createdAt,
});

/** The caller's current link, made on the first call (in a transaction: two devices at once get one token). */
export async function calendarFeedLink(deps: BackendDeps, caller: Caller): Promise<CalendarFeedLink> {
  const ref = deps.db.collection(CALENDAR_FEEDS).doc(caller.uid);
  const feed = await deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as CalendarFeedDoc | undefined;
    if (current && typeof current.token === 'string' && FEED_TOKEN.test(current.token)) return current;
    const made = newFeed(deps, caller.uid);
    tx.set(ref, made);
    return made;
  });
  return linkOf(feed);
}

/** "Gerar novo link": a new token replaces the old one, which finds nobody from then on. */
export async function rotateCalendarFeed(deps: BackendDeps, caller: Caller): Promise<CalendarFeedLink> {
  const made = newFeed(deps, caller.uid);
  await deps.db.collection(CALENDAR_FEEDS).doc(caller.uid).set(made);
  return linkOf(made);
}

/** Whose feed a token opens, or null (malformed, replaced, never made). */
export async function feedOwner(deps: BackendDeps, token: string): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const found = await deps.db.collection(CALENDAR_FEEDS).where('tokenHash', '==', hashFeedToken(token)).limit(2).get();
  // Exactly one, and the stored token is this one (a hash collision or a hand-made doc opens nothing).
  if (found.size !== 1) return null;
  const feed = found.docs[0]!.data() as Partial<CalendarFeedDoc>;
  return feed.token === token && typeof feed.uid === 'string' && feed.uid === found.docs[0]!.id ? feed.uid : null;
}
