import { ConsentRequiredError, DataError, mapFirestoreError } from '@/data';
import { catalogueText } from '@/lib/http/error-catalogue';
import { CONSENT_REQUIRED_TEXT, CONSENT_REQUIRED_TITLE } from './ConsentRequiredNotice';

/** A unique field's clash in words, by collection and field (the collections' `unique`). */
const DUPLICATE_MESSAGES: Record<string, string> = {
  'shortcuts.trigger': 'Já existe um atalho com este gatilho',
  'categories.name': 'Já existe uma categoria com este nome',
  'layouts.name': 'Já existe um layout com este nome',
};

export function duplicateMessage(collection: string | undefined, field: string | undefined): string {
  return DUPLICATE_MESSAGES[`${collection}.${field}`] ?? 'Já existe um registro com este valor';
}

/** The data layer's refusal in words. */
function dataErrorText(error: DataError): string {
  switch (error.code) {
    case 'not-found':
      return 'Registro não encontrado';
    case 'changed-meanwhile':
      return 'O registro mudou enquanto era alterado; tente de novo';
    case 'duplicate':
      return duplicateMessage(error.collection, error.field);
    case 'no-collection':
      return `A coleção "${error.collection ?? ''}" não está aberta neste banco.`;
    case 'refused-write-not-found':
      return 'Alteração recusada não encontrada';
    case 'not-restorable':
      return 'Este registro não pode ser restaurado por aqui.';
  }
}

/**
 * [title, description] for a failed write or read. Local data errors carry their own
 * pt-BR message; server errors follow the spec's mutation catalogue (§8).
 */
export function describeDataError(error: unknown): [string, string] {
  if (error instanceof DataError) return ['Não foi possível salvar', dataErrorText(error)];
  if (error instanceof ConsentRequiredError) return [CONSENT_REQUIRED_TITLE, CONSENT_REQUIRED_TEXT];
  const mapped = mapFirestoreError(error);
  if (mapped) {
    const text = catalogueText(mapped.status);
    return [text.title, text.description];
  }
  return ['Erro desconhecido', 'Por favor tente novamente'];
}
