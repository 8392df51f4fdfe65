import { BACKEND_PATHS, type CalendarFeedLink } from '@advocacia/shared/config/backend';
import { backend, backendUrl, type BackendClient } from '@/lib/http';

/** The person's calendar feed, as the calendar apps take it: https for pasting, webcal:// to open. */
export interface CalendarFeedUrls {
  https: string;
  webcal: string;
}

const FEED_PATH = /^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

/** Whether the backend's answer is a feed link (anything else is reported, never shown as a link). */
export function isCalendarFeedLink(value: unknown): value is CalendarFeedLink {
  const link = value as Partial<CalendarFeedLink> | null;
  return typeof link === 'object' && link !== null && typeof link.path === 'string' && FEED_PATH.test(link.path);
}

/** The feed's absolute URLs from the backend's answer; null when the build has no backend. */
export function calendarFeedUrls(
  link: unknown,
  toUrl: (path: string) => string | undefined = backendUrl,
): CalendarFeedUrls | null {
  if (!isCalendarFeedLink(link)) return null;
  const https = toUrl(link.path);
  return https ? { https, webcal: https.replace(/^https?:/, 'webcal:') } : null;
}

/**
 * "Assinar no calendário" (issue 36): the signed-in person's feed link, made by the backend on
 * the first call. A server call, never queued: the token lives only on the server.
 */
export function fetchCalendarFeed(client: BackendClient = backend): Promise<CalendarFeedLink> {
  return client.request<CalendarFeedLink>('GET', BACKEND_PATHS.calendarFeed);
}

/** "Gerar novo link": a new token; the old link stops working at once. */
export function rotateCalendarFeed(client: BackendClient = backend): Promise<CalendarFeedLink> {
  return client.request<CalendarFeedLink>('POST', BACKEND_PATHS.calendarFeedRotate);
}
