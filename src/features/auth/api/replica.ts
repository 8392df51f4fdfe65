import { afterFirstPaint } from '@/lib/after-first-paint';

/**
 * Opens the signed-in user's local replica (lazily: the data layer is not part of the login
 * bundle). Replication and the client search index start once the first screen is drawn.
 */
export async function openUserReplica(uid: string, role: string): Promise<void> {
  const data = await import('@/data');
  await data.openSessionDatabase({ uid, role, warmClientSearch: true, afterFirstScreen: (task) => void afterFirstPaint(task) });
}
