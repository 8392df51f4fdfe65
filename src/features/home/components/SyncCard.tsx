import { Badge, Flex } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useSyncStatus } from '@/data';
import { SYNC_PHASE_ICONS, SYNC_PHASE_PALETTE, SyncStatusDetails } from '@/features/sync-status';
import { HomeCard } from './HomeCard';

/** Whether the work done on this device has reached the server. */
export function SyncCard() {
  const status = useSyncStatus();
  const Icon = SYNC_PHASE_ICONS[status.phase];
  return (
    <HomeCard id="sincronizacao" title="Sincronização" icon={RefreshCw} viewAll={{ to: '/perfil', label: 'Dados deste dispositivo' }}>
      <Flex mb="3">
        <Badge size="lg" colorPalette={SYNC_PHASE_PALETTE[status.phase]} variant="subtle" gap="1.5">
          <Icon aria-hidden size={14} />
          {status.label}
        </Badge>
      </Flex>
      <SyncStatusDetails status={status} />
    </HomeCard>
  );
}
