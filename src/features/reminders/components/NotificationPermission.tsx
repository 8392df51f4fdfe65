import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { Bell, BellOff, BellRing } from 'lucide-react';
import { notificationState, requestNotificationPermission, type NotificationState } from '../system-notification';

/**
 * The only place the app asks for notification permission: a button the user presses.
 * Shows where things stand otherwise (allowed, blocked with how to undo it, unsupported).
 */
export function NotificationPermission() {
  const [state, setState] = useState<NotificationState>(() => notificationState());
  if (state === 'unsupported') {
    return (
      <Text fontSize="sm" color="fg.muted" alignSelf="center">
        <BellOff size={14} aria-hidden style={{ display: 'inline', marginInlineEnd: 4 }} />
        Este navegador não mostra notificações do sistema; os avisos aparecem dentro do app.
      </Text>
    );
  }
  if (state === 'granted') {
    return (
      <Text fontSize="sm" color="fg.muted" alignSelf="center" role="status">
        <BellRing size={14} aria-hidden style={{ display: 'inline', marginInlineEnd: 4 }} />
        Notificações do sistema ativadas
      </Text>
    );
  }
  if (state === 'denied') {
    return (
      <Text fontSize="sm" color="fg.muted" alignSelf="center" maxW="sm">
        Notificações bloqueadas neste navegador. Para receber avisos fora do app, libere-as nas configurações do site
        (ícone ao lado do endereço).
      </Text>
    );
  }
  return (
    <Button variant="outline" minH="11" onClick={async () => setState(await requestNotificationPermission())}>
      <Bell size={18} aria-hidden /> Ativar notificações do sistema
    </Button>
  );
}
