import { useEffect, useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { notify, notifySuccess } from '@/lib/toaster';
import type { PushDeps } from '@/lib/push/device-push';
import { useDevicePush } from '../hooks/use-device-push';
import { ALERTS_WHAT, DENIED_TEXT, IOS_INSTALL_TEXT, PENDING_TEXT } from '../labels';

/**
 * The offer after the first deadline created on this device (issue 36): asked once, only when
 * the device can still say yes (not already receiving, not blocked, supported — or an iPad that
 * only needs the app installed, which is worth saying). `onDone` ends the offer for good.
 * A card above the page, not a modal and not floating over it: the person just saved a deadline
 * and goes on working (nothing of the page is covered); it waits for an answer.
 */
export function AlertOfferCard({ uid, deps, onDone }: { uid: string; deps?: PushDeps; onDone: () => void }) {
  const push = useDevicePush(uid, deps);
  const [open, setOpen] = useState(true);
  const ios = push.state === 'ios-instalar';
  const offerable = push.state === 'desligado' || ios;

  useEffect(() => {
    // Nothing to offer here (already active, blocked, unsupported, waiting for a connection).
    if (push.state !== null && !offerable) onDone();
  }, [push.state, offerable, onDone]);

  const close = () => {
    setOpen(false);
    onDone();
  };

  const accept = async () => {
    if (ios) return close();
    const outcome = await push.enable();
    if (outcome === 'ativo') notifySuccess('Alertas ativados neste aparelho');
    else if (outcome === 'pendente') notify({ type: 'info', title: 'Alertas', description: PENDING_TEXT });
    else if (outcome === 'bloqueado')
      notify({ type: 'warning', title: 'Notificações bloqueadas', description: DENIED_TEXT });
    close();
  };

  if (!offerable || !open) return null;
  return (
    <Box
      role="region"
      aria-label="Receber alertas neste aparelho?"
      mb="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
    >
      <Text fontWeight="semibold" mb="1">
        Receber alertas neste aparelho?
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {ios ? `${ALERTS_WHAT} ${IOS_INSTALL_TEXT}` : `${ALERTS_WHAT} Você pode mudar isso no Perfil, em Alertas.`}
      </Text>
      <HStack justify="flex-end" mt="3" gap="2">
        <Button variant="ghost" size="sm" onClick={close}>
          Agora não
        </Button>
        <Button size="sm" loading={push.busy} onClick={() => void accept()}>
          {ios ? 'Entendi' : 'Receber alertas'}
        </Button>
      </HStack>
    </Box>
  );
}
