import { useEffect } from 'react';
import { List, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/form/ConfirmDialog';
import { nothingPending, usePendingLocalWork, type PendingLocalWork } from '@/data';
import { pendingWorkLines } from '@/features/sync-status';
import { useOnlineStatus } from '@/lib/hooks/use-online-status';

interface LogoutDialogProps {
  /** What the logout found pending (shown until the live count arrives). */
  pending: PendingLocalWork;
  /** Waiting for the sync: the person chose 'Aguardar sincronização'. */
  waiting: boolean;
  onWait: () => void;
  /** 'Continuar conectado': close, nothing changes. */
  onStay: () => void;
  /** While waiting, called once everything has reached the server (the logout runs again). */
  onAllSent: () => void;
}

/**
 * Logout with work still on its way to the server: says what (unsent changes, queued
 * attachments) and lets the person wait — signing out by itself once all is sent — or stay
 * signed in. Pending work is never discarded here.
 */
export function LogoutDialog({ pending, waiting, onWait, onStay, onAllSent }: LogoutDialogProps) {
  const live = usePendingLocalWork();
  const online = useOnlineStatus();
  const work = live.loading ? pending : live.data;
  const allSent = !live.loading && nothingPending(live.data);
  const lines = pendingWorkLines(work);

  useEffect(() => {
    if (waiting && allSent) onAllSent();
  }, [waiting, allSent, onAllSent]);

  return (
    <ConfirmDialog
      open
      title={waiting ? 'Aguardando sincronização' : 'Ainda há dados não enviados ao servidor'}
      cancelLabel="Continuar conectado"
      confirmLabel="Aguardar sincronização"
      confirmLoading={waiting}
      onConfirm={onWait}
      onCancel={onStay}
    >
      <Stack gap="3">
        <Text>
          Ao sair, os dados do escritório são apagados deste dispositivo. Antes, isto precisa chegar ao servidor:
        </Text>
        <List.Root ps="5" data-testid="logout-pending">
          {(lines.length ? lines : ['Enviando…']).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
        <Text role="status">
          {!waiting
            ? 'Aguarde a sincronização (você sairá automaticamente quando tudo for enviado) ou continue conectado.'
            : online
              ? 'Você sairá automaticamente assim que tudo for enviado.'
              : 'Sem conexão: o envio recomeça quando a conexão voltar, e você sairá automaticamente em seguida.'}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
