import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { ROLE_LABELS, type StaffStatus } from '@advocacia/shared/config/roles';
import type { StoredUser } from '../session-storage';
import { AuthLayout } from './AuthLayout';

const TITLES: Record<Exclude<StaffStatus, 'active'>, string> = {
  pending: 'Cadastro aguardando aprovação',
  refused: 'Cadastro recusado',
  disabled: 'Acesso desativado',
};

function explanation(user: StoredUser): string {
  switch (user.status) {
    case 'refused':
      return 'Um administrador do escritório recusou este cadastro. Se for um engano, fale com a administração do escritório.';
    case 'disabled':
      return 'Um administrador do escritório desativou o seu acesso. Os dados do escritório não ficam disponíveis nesta conta até que o acesso seja reativado.';
    default:
      return `Seu pedido de acesso como ${ROLE_LABELS[user.role]} foi enviado. Um administrador do escritório precisa aprovar o cadastro — e confirmar a sua função — antes que você veja os dados do escritório.`;
  }
}

/**
 * What a signed-in account without access sees: waiting for an admin, refused or disabled.
 * Works offline (it needs only the cached session); while online, an admin's decision
 * reaches it by itself.
 */
export function AccessStatusPage({
  user,
  online,
  onLogout,
}: {
  user: StoredUser;
  online: boolean;
  onLogout: () => void;
}) {
  const status = user.status === 'active' ? 'pending' : user.status;
  return (
    <AuthLayout
      title={TITLES[status]}
      footer={
        <Button size="lg" variant="outline" onClick={onLogout}>
          <LogOut aria-hidden /> Sair
        </Button>
      }
    >
      <Stack gap="4">
        <Text>{explanation(user)}</Text>
        <Text fontSize="sm" color="fg.muted">
          Conta: {user.displayName} ({user.email})
        </Text>
        {status === 'pending' && (
          <Alert.Root status={online ? 'info' : 'warning'} role="status">
            <Alert.Indicator />
            <Alert.Description>
              {online
                ? 'Esta tela se atualiza sozinha quando o cadastro for aprovado.'
                : 'Sem conexão: a aprovação aparecerá aqui quando o dispositivo voltar a se conectar.'}
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </AuthLayout>
  );
}
