import { ConsentRequiredError, DataError, mapFirestoreError } from '@/data';
import { CONSENT_REQUIRED_TEXT, CONSENT_REQUIRED_TITLE } from './ConsentRequiredNotice';

/**
 * [title, description] for a failed write or read. Local data errors carry their own
 * pt-BR message; server errors follow the spec's mutation catalogue (§8).
 */
export function describeDataError(error: unknown): [string, string] {
  if (error instanceof DataError) return ['Não foi possível salvar', error.message];
  if (error instanceof ConsentRequiredError) return [CONSENT_REQUIRED_TITLE, CONSENT_REQUIRED_TEXT];
  const mapped = mapFirestoreError(error);
  if (mapped) return [mapped.title, mapped.description];
  return ['Erro desconhecido', 'Por favor tente novamente'];
}
