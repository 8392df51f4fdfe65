import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** Why a message or notification to this client is blocked (LGPD consent), in the firm's words. */
export const CONSENT_REQUIRED_TITLE = 'Cliente sem consentimento para mensagens';
export const CONSENT_REQUIRED_TEXT =
  'Pela LGPD, este cliente só recebe mensagens e notificações depois que o consentimento dele for registrado na aba LGPD do cadastro.';

/**
 * The reason, and the way out: a link to the client's LGPD tab, where consent is recorded
 * ('Registrar consentimento').
 */
export function ConsentRequiredNotice({ clientId }: { clientId: string }) {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{CONSENT_REQUIRED_TITLE}</Alert.Title>
        <Alert.Description>
          {CONSENT_REQUIRED_TEXT}{' '}
          <ChakraLink asChild colorPalette="blue" fontWeight="medium" textDecoration="underline">
            <Link to="/clientes/editar/$id" params={{ id: clientId }} search={{ aba: 'lgpd' }}>
              Registrar consentimento
            </Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
