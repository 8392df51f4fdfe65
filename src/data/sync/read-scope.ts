import type { CollectionName } from '../collections';

/**
 * Collections a role writes but may not read (firestore.rules): an atendente's actions are
 * audited, yet the audit trail is for admins and advogados — their entries are pushed and
 * nothing of `logs` is pulled.
 */
export function pushOnlyCollectionsFor(role: string | undefined): CollectionName[] {
  return role === 'atendente' ? ['logs'] : [];
}
