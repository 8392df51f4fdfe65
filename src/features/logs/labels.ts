import type { CollectionName } from '@/data';
import type { Area } from '@/lib/permissions';
import type { LogAction } from '@/data';

/** pt-BR names of the collections, as the audit list shows them. */
export const COLLECTION_LABELS: Record<CollectionName, string> = {
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
  users: 'Usuários',
  logs: 'Logs',
};

export function collectionLabel(name: string): string {
  return (COLLECTION_LABELS as Record<string, string>)[name] ?? name;
}

/** The permission area that guards writes to a collection ('users' is the team). */
export function areaOf(name: string): Area | null {
  if (name === 'users') return 'team';
  if (name === 'logs' || !(name in COLLECTION_LABELS)) return null;
  return name as Area;
}

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
