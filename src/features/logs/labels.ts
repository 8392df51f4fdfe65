import { AUDITED_COLLECTIONS, COLLECTION_NAMES, definitionOf, type CollectionName, type LogAction } from '@/data';
import type { Area } from '@/lib/permissions';

/** pt-BR names of the collections by their label code (each definition's `label`), as the audit trail shows them. */
export const COLLECTION_LABELS: Record<Area, string> = {
  clients: 'Clientes',
  proccess: 'Processos',
  status_proccess: 'Andamentos de processo',
  categories: 'Categorias',
  shortcuts: 'Atalhos',
  faq: 'Perguntas frequentes',
  chats: 'Chats',
  messages: 'Mensagens',
  events: 'Agenda',
  lembrets: 'Lembretes',
  layouts: 'Layouts',
  team: 'Usuários',
  logs: 'Logs',
};

function isCollection(name: string): name is CollectionName {
  return (COLLECTION_NAMES as readonly string[]).includes(name);
}

export function collectionLabel(name: string): string {
  return isCollection(name) ? COLLECTION_LABELS[definitionOf(name).label] : name;
}

/** The permission area that guards writes to an audited collection (its label code); null: none restorable here. */
export function areaOf(name: string): Area | null {
  return isCollection(name) && definitionOf(name).audit ? definitionOf(name).label : null;
}

/** What the audit list filters by: the audited collections, in words. */
export const AUDITED_COLLECTION_OPTIONS = AUDITED_COLLECTIONS.map((c) => ({ value: c, label: collectionLabel(c) }));

export const LOG_ACTION_LABELS: Record<LogAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  restore: 'Restauração',
  conflict: 'Conflito de sincronização',
  'invalid-document': 'Documento inválido recebido',
  'refused-write': 'Alteração recusada pelo servidor',
  'sync-repair': 'Correção de sincronização',
};
