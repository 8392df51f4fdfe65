import { useDeferredPart } from '@/lib/hooks/use-deferred-part';
import { SyncStatusButton } from './SyncStatusButton';
import { useShownSyncStatus } from './use-shown-sync-status';

const loadPopover = () => import('./SyncStatusPopover');

/**
 * The shell's one connection-and-sync indicator: offline, connecting, syncing (with the
 * pending count), synced, unavailable or the error, at a glance; the details (pending
 * writes, last sync, the error's description) open on click/tap rather than hover,
 * because the app is used on tablets. The popover's code comes after the first screen
 * (issue 27); until then the indicator stands alone and a press opens it once loaded.
 */
export function SyncStatusBadge() {
  const status = useShownSyncStatus();
  const { part, want, open, openOnLoad, hadFocus, standInRef } = useDeferredPart(loadPopover);
  if (part) return <part.SyncStatusPopover status={status} defaultOpen={openOnLoad} focusTrigger={hadFocus} />;
  return (
    <SyncStatusButton
      ref={standInRef}
      status={status}
      aria-haspopup="dialog"
      aria-expanded={openOnLoad}
      onPointerEnter={want}
      onFocus={want}
      onClick={open}
    />
  );
}
