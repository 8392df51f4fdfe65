import { Alert, Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { BellOff, BellRing } from 'lucide-react';
import { useCurrentUser } from '@/features/auth';
import type { PushDeps } from '@/lib/push/device-push';
import { useDevicePush } from '../hooks/use-device-push';
import {
  ALERTS_WHAT,
  DENIED_TEXT,
  DEVICE_STATE_LABEL,
  DEVICE_STATE_PALETTE,
  IOS_INSTALL_TEXT,
  PENDING_TEXT,
} from '../labels';

/**
 * Perfil › Alertas, this device's part (issue 36): what the alerts are, whether this device
 * receives them (ativo / bloqueado / não suportado…), and the switch. The browser's own question
 * comes only from the button, never by itself.
 */
export function DeviceAlertsPanel({ deps }: { deps?: PushDeps }) {
  const user = useCurrentUser();
  const push = useDevicePush(user.uid, deps);
  const state = push.state;
  return (
    <Stack gap="3" data-testid="device-alerts">
      <Text fontSize="sm">{ALERTS_WHAT}</Text>
      <Text fontSize="sm">
        Este aparelho:{' '}
        {state ? (
          <Badge colorPalette={DEVICE_STATE_PALETTE[state]} data-testid="device-alerts-state">
            {DEVICE_STATE_LABEL[state]}
          </Badge>
        ) : (
          'verificando…'
        )}
      </Text>
      {state === 'ios-instalar' && <Notice status="info">{IOS_INSTALL_TEXT}</Notice>}
      {state === 'bloqueado' && <Notice status="warning">{DENIED_TEXT}</Notice>}
      {state === 'pendente' && <Notice status="info">{PENDING_TEXT}</Notice>}
      {state === 'nao-suportado' && (
        <Text fontSize="sm" color="fg.muted">
          Este navegador não recebe notificações com o app fechado. Use o Chrome, o Edge ou o app instalado.
        </Text>
      )}
      <Flex gap="3" wrap="wrap">
        {(state === 'desligado' || state === 'pendente') && (
          <Button colorPalette="blue" minH="11" loading={push.busy} onClick={() => void push.enable()}>
            <BellRing aria-hidden size={18} /> Receber alertas neste aparelho
          </Button>
        )}
        {(state === 'ativo' || state === 'pendente') && (
          <Button variant="outline" minH="11" loading={push.busy} onClick={() => void push.disable()}>
            <BellOff aria-hidden size={18} /> Parar alertas neste aparelho
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

function Notice({ status, children }: { status: 'info' | 'warning'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'warning' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}
