import { useEffect } from 'react';
import { Button, Dialog, Flex, List, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
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
    <Dialog.Root open onOpenChange={(e) => !e.open && onStay()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{waiting ? 'Aguardando sincronização' : 'Ainda há dados não enviados ao servidor'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Ao sair, os dados do escritório são apagados deste dispositivo. Antes, isto precisa chegar ao servidor:</Text>
                <List.Root ps="5" data-testid="logout-pending">
                  {(lines.length ? lines : ['Enviando…']).map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
                {waiting ? (
                  <Flex gap="2" align="center" role="status">
                    <Spinner size="sm" />
                    <Text>
                      {online
                        ? 'Você sairá automaticamente assim que tudo for enviado.'
                        : 'Sem conexão: o envio recomeça quando a conexão voltar, e você sairá automaticamente em seguida.'}
                    </Text>
                  </Flex>
                ) : (
                  <Text>Aguarde a sincronização (você sairá automaticamente quando tudo for enviado) ou continue conectado.</Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onStay}>
                Continuar conectado
              </Button>
              {!waiting && (
                <Button colorPalette="blue" minH="11" onClick={onWait}>
                  Aguardar sincronização
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
