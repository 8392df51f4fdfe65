import type { RefusalCode, RefusedWrite, RefusedWriteKind } from '@/data';
import type { Action } from '@/lib/permissions';

/**
 * The words for writes the server refused (the data layer keeps codes: `RefusedWrite.code`,
 * the refused version, the collection). Shared by the sync details and the logs screen.
 */
export const REFUSAL_REASONS: Record<RefusalCode, string> = {
  'permission-denied': 'Sua função não permite esta alteração',
  'invalid-argument': 'O servidor recusou os dados desta alteração',
};

export const REFUSED_KIND_LABELS: Record<RefusedWriteKind, string> = {
  delete: 'Exclusão',
  create: 'Criação',
  update: 'Alteração',
};

/** The permission a restore needs, per kind of write. */
export const REFUSED_KIND_ACTIONS: Record<RefusedWriteKind, Action> = {
  delete: 'delete',
  create: 'create',
  update: 'update',
};

export function refusalReason(code: string): string {
  return (REFUSAL_REASONS as Record<string, string>)[code] ?? 'O servidor recusou esta alteração';
}

/** '1 alteração recusada pelo servidor', '3 alterações recusadas pelo servidor'. */
export function refusedCountText(n: number): string {
  return n === 1 ? '1 alteração recusada pelo servidor' : `${n} alterações recusadas pelo servidor`;
}

/** The record's name as people know it (name, title, question…), or its id. */
export function refusedWriteTitle(item: Pick<RefusedWrite, 'doc' | 'documentId'>): string {
  for (const key of ['name', 'displayName', 'title', 'question', 'trigger', 'subject', 'summary', 'text']) {
    const value = item.doc[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 80);
  }
  return item.documentId;
}
