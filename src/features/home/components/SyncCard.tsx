import { Badge, Flex } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import {
  SYNC_PHASE_ICONS,
  SYNC_PHASE_PALETTE,
  SyncStatusDetails,
  syncStatusText,
  useShownSyncStatus,
} from '@/features/sync-status';
import { HomeCard } from './HomeCard';

/** Whether the work done on this device has reached the server (same words as the shell's indicator). */
export function SyncCard() {
  const status = useShownSyncStatus();
  const Icon = SYNC_PHASE_ICONS[status.phase];
  return (
    <HomeCard
      id="sincronizacao"
      title="Sincronização"
      icon={RefreshCw}
      viewAll={{ to: '/perfil', label: 'Dados deste dispositivo' }}
    >
      <Flex mb="3">
        <Badge
          size="lg"
          colorPalette={SYNC_PHASE_PALETTE[status.phase]}
          variant="subtle"
          gap="1.5"
          data-phase={status.phase}
        >
          <Icon aria-hidden size={14} />
          {syncStatusText(status)}
        </Badge>
      </Flex>
      <SyncStatusDetails status={status} />
    </HomeCard>
  );
}
