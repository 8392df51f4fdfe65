import type { Ref } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
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
import type { SyncPhase, SyncStatus } from '@/data';
import { SYNC_PHASE_PALETTE, syncStatusText, syncSummary } from './describe-sync-status';

export const SYNC_PHASE_ICONS: Record<SyncPhase, LucideIcon> = {
  sincronizado: CloudCheck,
  sincronizando: RefreshCw,
  conectando: LoaderCircle,
  offline: CloudOff,
  erro: CloudAlert,
  indisponivel: HardDrive,
  parado: CirclePause,
};

/** The indicator itself: the phase's icon and words (the popover's trigger, and its stand-in until the popover loads). */
export function SyncStatusButton({
  status,
  ref,
  ...props
}: { status: SyncStatus; ref?: Ref<HTMLButtonElement> } & ButtonProps) {
  const Icon = SYNC_PHASE_ICONS[status.phase];
  return (
    <Button
      ref={ref}
      data-testid="sync-status"
      data-phase={status.phase}
      variant="subtle"
      colorPalette={SYNC_PHASE_PALETTE[status.phase]}
      size="sm"
      minH="11"
      aria-label={`Sincronização: ${syncSummary(status)}`}
      {...props}
    >
      <Icon aria-hidden size={16} />
      <span data-testid="sync-status-text">{syncStatusText(status)}</span>
    </Button>
  );
}
