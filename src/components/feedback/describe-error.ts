import { ConsentRequiredError, DataError, mapFirestoreError } from '@/data';
import { catalogueText } from '@/lib/http/error-catalogue';
import { CONSENT_REQUIRED_TEXT, CONSENT_REQUIRED_TITLE } from './ConsentRequiredNotice';

/**
 * [title, description] for a failed write or read. Local data errors carry their own
 * pt-BR message; server errors follow the spec's mutation catalogue (§8).
 */
export function describeDataError(error: unknown): [string, string] {
  if (error instanceof DataError) return ['Não foi possível salvar', error.message];
  if (error instanceof ConsentRequiredError) return [CONSENT_REQUIRED_TITLE, CONSENT_REQUIRED_TEXT];
  const mapped = mapFirestoreError(error);
  if (mapped) {
    const text = catalogueText(mapped.status);
    return [text.title, text.description];
  }
  return ['Erro desconhecido', 'Por favor tente novamente'];
}
