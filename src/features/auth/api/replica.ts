import type { prefetchOrderedPage } from '@/data';
import { afterFirstPaint } from '@/lib/after-first-paint';

/** What a route may ask of the open replica before its screen renders (in the router context). */
export interface OpenReplica {
  /** Starts reading a page now, so the screen's first query finds it under way (`@/data`). */
  prefetchOrderedPage: typeof prefetchOrderedPage;
}

/**
 * Opens the signed-in user's local replica (lazily: the data layer is not part of the login
 * bundle). Replication and the client search index start once the first screen is drawn.
 */
export async function openUserReplica(uid: string, role: string): Promise<OpenReplica> {
  const data = await import('@/data');
  await data.openSessionDatabase({
    uid,
    role,
    warmClientSearch: true,
    afterFirstScreen: (task) => void afterFirstPaint(task),
  });
  return { prefetchOrderedPage: data.prefetchOrderedPage };
}
