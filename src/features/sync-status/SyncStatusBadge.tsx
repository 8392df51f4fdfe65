import { Button, Popover, Portal } from '@chakra-ui/react';
import { CirclePause, CloudAlert, CloudCheck, CloudOff, HardDrive, RefreshCw, type LucideIcon } from 'lucide-react';
import { useSyncStatus, type SyncPhase } from '@/data';
import { SYNC_PHASE_PALETTE, badgeText, syncSummary } from './describe-sync-status';
import { SyncStatusDetails } from './SyncStatusDetails';

export const SYNC_PHASE_ICONS: Record<SyncPhase, LucideIcon> = {
  sincronizado: CloudCheck,
  sincronizando: RefreshCw,
  offline: CloudOff,
  erro: CloudAlert,
  indisponivel: HardDrive,
  parado: CirclePause,
};

/**
 * The shell's sync indicator: phase and pending count at a glance; the details (last sync,
 * errors) open on click/tap rather than hover, because the app is used on tablets.
 */
export function SyncStatusBadge() {
  const status = useSyncStatus();
  const Icon = SYNC_PHASE_ICONS[status.phase];
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
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
          {badgeText(status)}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm">
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
