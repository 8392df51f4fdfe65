import type { DeliveryFailure } from '@advocacia/shared/config/backend';

/** Why the backend could not send a reminder to the client's phone, in the firm's words (the backend writes only the code). */
export const DELIVERY_FAILURE_TEXT: Record<DeliveryFailure, string> = {
  'no-client': 'o cliente não está mais no cadastro.',
  'no-consent': 'o cliente não deu consentimento para receber mensagens (LGPD). Registre-o na ficha do cliente.',
  'no-app-account': 'o cliente ainda não tem acesso ao aplicativo. Convide-o na ficha do cliente, aba Aplicativo.',
  'app-access-revoked': 'o acesso do cliente ao aplicativo foi revogado.',
  'no-device': 'o cliente ainda não ativou as notificações no aplicativo.',
  'expo-error': 'o serviço de notificações não respondeu. Nova tentativa em alguns minutos.',
};

/** The line shown on a pendente reminder the backend could not send; null when there is nothing to say. */
export function deliveryFailureNotice(code: string | null | undefined): string | null {
  if (!code) return null;
  const text = (DELIVERY_FAILURE_TEXT as Record<string, string | undefined>)[code];
  return `Não enviado ao cliente: ${text ?? 'motivo desconhecido. Nova tentativa em alguns minutos.'}`;
}
