import { useState } from 'react';
import { Alert, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { LogOut, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/form/ConfirmDialog';
import {
  nothingPending,
  readPendingLocalWork,
  usePendingLocalWork,
  useSyncStatus,
  wipeLocalData,
  type PendingLocalWork,
} from '@/data';
import { useCurrentUser } from '@/features/auth';
import { logoutAndClearDevice, useDeviceLogout } from '@/features/auth/device';
import { pendingWorkLines, pendingWritesText } from '@/features/sync-status';
import { notifyError } from '@/lib/toaster';

/** What keeps the local data from being discarded now (one line each), or null when it can be. */
export function wipeRefusal(work: PendingLocalWork): string[] | null {
  return nothingPending(work) ? null : pendingWorkLines(work);
}

function uploadsText(uploads: number | null): string {
  if (uploads === null) return 'Ainda não verificados';
  if (uploads === 0) return 'Nenhum';
  return uploads === 1 ? '1 anexo' : `${uploads} anexos`;
}

interface DeviceSectionProps {
  /** Signs out, clears cached look-ups and goes to /entrar. */
  onSignOut: () => Promise<void>;
  /** Injected in tests; the data layer's wipe otherwise. */
  wipe?: () => Promise<void>;
}

/**
 * Sign out (which clears this device when the server has everything, like the shell's 'Sair'),
 * and remove this device's copy of the firm's data on purpose (e.g. before handing the tablet over).
 */
export function DeviceSection({ onSignOut, wipe = wipeLocalData }: DeviceSectionProps) {
  const status = useSyncStatus();
  const user = useCurrentUser();
  const work = usePendingLocalWork();
  const logout = useDeviceLogout({ uid: user.uid, signOut: onSignOut, wipe });
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const askToWipe = async () => {
    // Read now rather than from the live count, which may still be loading.
    const reason = wipeRefusal(await readPendingLocalWork());
    setRefusal(reason);
    if (!reason) setConfirming(true);
  };

  const doWipe = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      // Work may have been queued between the check and the wipe: the data layer refuses too.
      const result = await logoutAndClearDevice({ signOut: onSignOut, wipe });
      if (!result.signedOut) {
        setRefusal(wipeRefusal(result.pending));
        setBusy(false);
      } else if (!result.wiped) notifyError('Não foi possível apagar os dados', 'Por favor tente novamente');
    } catch {
      notifyError('Não foi possível apagar os dados', 'Por favor tente novamente');
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontSize="sm">
          Alterações pendentes de envio:{' '}
          <strong data-testid="device-pending">{pendingWritesText(status.pendingWrites)}</strong>
        </Text>
        <Text fontSize="sm">
          Anexos aguardando envio:{' '}
          <strong data-testid="device-pending-uploads">{uploadsText(work.loading ? null : work.data.uploads)}</strong>
        </Text>
      </Stack>
      {refusal && (
        <Alert.Root status="warning" role="alert" data-testid="wipe-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Os dados deste dispositivo não podem ser apagados agora</Alert.Title>
            <Alert.Description>
              <List.Root ps="5">
                {refusal.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List.Root>
              Conecte-se e aguarde a sincronização antes de apagar os dados deste dispositivo.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" size="lg" onClick={logout.request}>
          <LogOut aria-hidden size={18} /> Sair
        </Button>
        <Button variant="outline" colorPalette="red" size="lg" onClick={() => void askToWipe()} loading={busy}>
          <Trash2 aria-hidden size={18} /> Apagar dados deste dispositivo
        </Button>
      </Flex>
      {logout.dialog}
      <ConfirmDialog
        open={confirming}
        title="Apagar dados deste dispositivo?"
        confirmLabel="Apagar e sair"
        destructive
        onConfirm={() => void doWipe()}
        onCancel={() => setConfirming(false)}
      >
        A cópia local dos dados do escritório será apagada deste dispositivo e você sairá da conta. Tudo o que já foi
        sincronizado continua no servidor e volta no próximo acesso.
      </ConfirmDialog>
    </Stack>
  );
}
