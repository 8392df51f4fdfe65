import { Box, DataList, Text } from '@chakra-ui/react';
import { useClockReading, type SyncStatus } from '@/data';
import {
  SYNC_PHASE_HINTS,
  SYNC_PHASE_LABELS,
  clockOffsetText,
  lastSyncText,
  pendingWritesText,
  syncErrorText,
  verifiedText,
} from './describe-sync-status';
import { RefusedWrites } from './RefusedWritesList';

/**
 * The sync status spelled out: phase, what it means, pending writes, last sync, problems,
 * and the writes the server refused on this device (set aside, to restore or discard).
 * Pass the shown status (`useShownSyncStatus`), so it agrees with the indicator.
 */
export function SyncStatusDetails({ status }: { status: SyncStatus }) {
  const clock = clockOffsetText(useClockReading()?.offsetMs);
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {SYNC_PHASE_HINTS[status.phase]}
      </Text>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>Estado</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sync-phase">{SYNC_PHASE_LABELS[status.phase]}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Alterações pendentes</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sync-pending">{pendingWritesText(status.pendingWrites)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Última sincronização</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sync-last">{lastSyncText(status.lastSyncedAt)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Conferência com o servidor</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sync-verified">{verifiedText(status.verifiedAt)}</DataList.ItemValue>
        </DataList.Item>
        {status.invalidDocuments > 0 && (
          <DataList.Item>
            <DataList.ItemLabel>Registros ignorados</DataList.ItemLabel>
            <DataList.ItemValue>{status.invalidDocuments} (inválidos; veja os logs)</DataList.ItemValue>
          </DataList.Item>
        )}
        {!status.leader && (
          <DataList.Item>
            <DataList.ItemLabel>Esta aba</DataList.ItemLabel>
            <DataList.ItemValue>Outra aba aberta sincroniza por esta</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {status.error && (
        <Text fontSize="sm" color="fg.error" mt="3" role="alert">
          {syncErrorText(status.error)}
        </Text>
      )}
      {clock && (
        <Text fontSize="sm" color="fg.warning" mt="3" data-testid="sync-clock">
          {clock}. As alterações saem com a hora do servidor; acerte a hora do aparelho nas configurações.
        </Text>
      )}
      {status.restoredAfterWipe && (
        <Text fontSize="sm" color="fg.warning" mt="3">
          O navegador apagou os dados deste dispositivo; eles estão sendo baixados de novo do servidor.
        </Text>
      )}
      <Box mt="3" _empty={{ display: 'none' }}>
        <RefusedWrites />
      </Box>
    </>
  );
}
