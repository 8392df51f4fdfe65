import { useMemo } from 'react';
import { useSyncStatus, type SyncStatus } from '@/data';
import { useOnlineStatus } from '@/lib/hooks/use-online-status';
import { shownSyncStatus } from './describe-sync-status';

/** The session's sync status as every screen shows it: the browser's "offline" wins. */
export function useShownSyncStatus(): SyncStatus {
  const status = useSyncStatus();
  const online = useOnlineStatus();
  return useMemo(() => shownSyncStatus(status, online), [status, online]);
}
