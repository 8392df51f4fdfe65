import { Button, Popover, Portal } from '@chakra-ui/react';
import {
  CirclePause,
  CloudAlert,
  CloudCheck,
  CloudOff,
  HardDrive,
  LoaderCircle,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react';
import type { SyncPhase } from '@/data';
import { SYNC_PHASE_PALETTE, syncStatusText, syncSummary } from './describe-sync-status';
import { SyncStatusDetails } from './SyncStatusDetails';
import { useShownSyncStatus } from './use-shown-sync-status';

export const SYNC_PHASE_ICONS: Record<SyncPhase, LucideIcon> = {
  sincronizado: CloudCheck,
  sincronizando: RefreshCw,
  conectando: LoaderCircle,
  offline: CloudOff,
  erro: CloudAlert,
  indisponivel: HardDrive,
  parado: CirclePause,
};

/**
 * The shell's one connection-and-sync indicator: offline, connecting, syncing (with the
 * pending count), synced, unavailable or the error, at a glance; the details (pending
 * writes, last sync, the error's description) open on click/tap rather than hover,
 * because the app is used on tablets.
 */
export function SyncStatusBadge() {
  const status = useShownSyncStatus();
  const Icon = SYNC_PHASE_ICONS[status.phase];
  return (
    <Popover.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Popover.Trigger asChild>
        <Button
          data-testid="sync-status"
          data-phase={status.phase}
          variant="subtle"
          colorPalette={SYNC_PHASE_PALETTE[status.phase]}
          size="sm"
          minH="11"
          aria-label={`Sincronização: ${syncSummary(status)}`}
        >
          <Icon aria-hidden size={16} />
          <span data-testid="sync-status-text">{syncStatusText(status)}</span>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm" data-testid="sync-status-details">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Sincronização
              </Popover.Title>
              <SyncStatusDetails status={status} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
