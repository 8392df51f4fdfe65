import { fillPlaceholders, placeholdersIn, toPlainText, type PlaceholderValues } from '@/lib/text-styles';
import { isValidPhone } from '@/lib/validation';

/** The shortcut placeholder the password-setup link replaces (else the link goes at the end). */
export const APP_LINK_PLACEHOLDER = 'aplicativo.link';

/** Who may invite a client to the mobile app or revoke it (the backend checks the same roles). */
export const APP_ACCESS_ROLES = ['admin', 'advogado'] as const;
export const APP_ACCESS_ROLE_REASON =
  'Somente administradores e advogados convidam clientes para o aplicativo ou revogam o acesso.';

/** The number for a wa.me link: country code 55 + DDD + number, digits only; null when the phone is not a valid Brazilian number. */
export function whatsAppNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!isValidPhone(digits)) return null;
  // isValidPhone accepts 10/11 digits, or 12/13 that already start with 55.
  return digits.length >= 12 ? digits : `55${digits}`;
}

export function whatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function defaultInviteMessage(firstName: string, link: string): string {
  const greeting = firstName.trim() ? `Olá, ${firstName.trim()}!` : 'Olá!';
  return `${greeting} Seu acesso ao aplicativo do escritório está pronto. Crie sua senha neste link: ${link}`;
}

export interface InviteMessage {
  text: string;
  /** Placeholders of the shortcut with no value here (left in the text as written). */
  missing: string[];
}

/**
 * The WhatsApp message for an invitation: a shortcut's text filled as in a chat, with the link in
 * place of {{aplicativo.link}} or appended; without a shortcut, the default message. Plain text:
 * the app's underline (`++`) and escapes (`\*`) mean nothing to WhatsApp, and a styled shortcut
 * still reads well without its markers.
 */
export function inviteMessage(template: string | null, values: PlaceholderValues, link: string): InviteMessage {
  if (template === null || template.trim() === '') {
    const firstName = values['cliente.primeiroNome'];
    return { text: defaultInviteMessage(typeof firstName === 'string' ? firstName : '', link), missing: [] };
  }
  const filled = fillPlaceholders(template, { ...values, [APP_LINK_PLACEHOLDER]: link });
  const text = toPlainText(filled.text).trim();
  return {
    text: placeholdersIn(template).includes(APP_LINK_PLACEHOLDER) ? text : `${text}\n\n${link}`,
    missing: filled.missing,
  };
}
