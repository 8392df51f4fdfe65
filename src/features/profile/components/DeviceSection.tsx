import { useState } from 'react';
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { LogOut, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/form/ConfirmDialog';
import { UnsyncedWritesError, canDiscardLocalData, useSyncStatus, wipeLocalData, type SyncStatus } from '@/data';
import { pendingWritesText } from '@/features/sync-status';
import { notifyError } from '@/lib/toaster';

/** Why the local data cannot be discarded now, or null when it can. */
export function wipeRefusal(status: SyncStatus): string | null {
  if (canDiscardLocalData(status)) return null;
  if (status.pendingWrites === null) {
    return 'Não é possível confirmar que as alterações feitas neste dispositivo chegaram ao servidor. Apagar agora poderia perder trabalho; conecte-se e aguarde a sincronização.';
  }
  const n = status.pendingWrites;
  return `Há ${n} ${n === 1 ? 'alteração ainda não enviada' : 'alterações ainda não enviadas'} ao servidor. Conecte-se e aguarde a sincronização antes de apagar os dados deste dispositivo.`;
}

interface DeviceSectionProps {
  onSignOut: () => Promise<void>;
  /** Injected in tests; the data layer's wipe otherwise. */
  wipe?: () => Promise<void>;
}

/** Sign out, and remove this device's copy of the firm's data (e.g. before handing the tablet over). */
export function DeviceSection({ onSignOut, wipe = wipeLocalData }: DeviceSectionProps) {
  const status = useSyncStatus();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const askToWipe = () => {
    const reason = wipeRefusal(status);
    setRefusal(reason);
    if (!reason) setConfirming(true);
  };

  const doWipe = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await wipe();
      await onSignOut();
    } catch (error) {
      // Writes may have been queued between the check and the wipe: the data layer refuses too.
      if (error instanceof UnsyncedWritesError) setRefusal(wipeRefusal({ ...status, pendingWrites: error.pendingWrites }));
      else notifyError('Não foi possível apagar os dados', 'Por favor tente novamente');
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Alterações pendentes de envio: <strong data-testid="device-pending">{pendingWritesText(status.pendingWrites)}</strong>
      </Text>
      {refusal && (
        <Alert.Root status="warning" role="alert" data-testid="wipe-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Os dados deste dispositivo não podem ser apagados agora</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" size="lg" onClick={() => void onSignOut()}>
          <LogOut aria-hidden size={18} /> Sair
        </Button>
        <Button variant="outline" colorPalette="red" size="lg" onClick={askToWipe} loading={busy}>
          <Trash2 aria-hidden size={18} /> Apagar dados deste dispositivo
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirming}
        title="Apagar dados deste dispositivo?"
        confirmLabel="Apagar e sair"
        destructive
        onConfirm={() => void doWipe()}
        onCancel={() => setConfirming(false)}
      >
        A cópia local dos dados do escritório será apagada deste dispositivo e você sairá da conta. Tudo o que já foi sincronizado continua no servidor e volta
        no próximo acesso.
      </ConfirmDialog>
    </Stack>
  );
}
