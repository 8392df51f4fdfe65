import { deepEqualJson } from '../json';
import { getDoc, restoreDoc, updateDoc, type ConflictDetails, type WritableCollectionName } from '@/data';
import { fieldLabel, isDeletionConflict } from '../conflict-text';

/**
 * What a restore may write back (issue 37). A conflict entry is a log entry, and a log entry is
 * written by a person's device: one shaped like a conflict about one's own profile, restored by
 * an admin, would be written with the admin's permissions. So a restore re-applies only values
 * a person edits on the ordinary screens, through the same write (updateDoc, the rules), and:
 * - never a field that decides who sees or may do what — a team member's role, status or
 *   e-mail (only a person's own data on `users`), a record's client, process or chat, its
 *   mobile-app link, its visibility to the client, the LGPD consent — nor the system's own
 *   fields (stamps, hashes, what the backend brought): those change on their own screens;
 * - only from a genuine-looking entry: the merge that records a conflict runs on the device
 *   whose own write is one of the two versions (data/sync/conflict-handler.ts), so its author is
 *   the kept or the lost side's writer (firestore.rules requires the same of every new entry).
 */
const PERSONAL_PROFILE_FIELDS = new Set(['displayName', 'phoneNumber', 'cpf', 'oab', 'oabSupplementary', 'alertPrefs']);
const NEVER_RESTORED = new Set([
  'id',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'serverTimestamp',
  'syncHash',
  'source',
  'djen',
  'datajud',
  'datajudSeenAt',
  'movementCode',
  'duplicateOf',
  'appUid',
  'clientId',
  'processId',
  'chatId',
  'authorUid',
  'side',
  'visibleToClient',
  'consent',
]);

/** Why this conflict's value must not be restored from the logs screen; null when it may. */
export function restoreRefusal(collection: string, conflict: ConflictDetails, author: string): string | null {
  if (conflict.keptUpdatedBy !== author && conflict.lostUpdatedBy !== author)
    return 'Este registro de conflito não foi gravado por um dos envolvidos e não pode ser restaurado.';
  const accessField =
    collection === 'users'
      ? !PERSONAL_PROFILE_FIELDS.has(conflict.field)
      : conflict.field !== '_deleted' && NEVER_RESTORED.has(conflict.field);
  return accessField ? 'Este campo define acessos ou é do sistema: altere-o pela tela própria, não por aqui.' : null;
}

export type RestoreCheck = { ok: true; current: unknown } | { ok: false; reason: string; current?: unknown };

/** The losing value of a conflict, as it was (values are stored as JSON). */
export function lostValueOf(conflict: ConflictDetails): unknown {
  return JSON.parse(conflict.lostValue) as unknown;
}

/**
 * Can the lost value be written back now? A deletion conflict's active version, while the
 * record is deleted; a field's value, while the record exists and holds another value.
 */
export async function checkRestore(
  collection: WritableCollectionName,
  documentId: string,
  conflict: ConflictDetails,
  author: string,
): Promise<RestoreCheck> {
  const refusal = restoreRefusal(collection, conflict, author);
  if (refusal) return { ok: false, reason: refusal };
  const doc = (await getDoc(collection, documentId)) as Record<string, unknown> | null;
  if (isDeletionConflict(conflict)) {
    return doc ? { ok: false, reason: 'O registro já está ativo novamente.' } : { ok: true, current: null };
  }
  if (!doc) return { ok: false, reason: 'O registro está excluído; restaure-o antes de recuperar este valor.' };
  const current = doc[conflict.field];
  if (deepEqualJson(current, lostValueOf(conflict)))
    return { ok: false, reason: 'Este valor já está no registro.', current };
  return { ok: true, current };
}

/** Writes the losing value back (an ordinary audited write), or un-deletes the record; refuses what restoreRefusal refuses. */
export async function restoreConflictValue(
  collection: WritableCollectionName,
  documentId: string,
  conflict: ConflictDetails,
  author: string,
): Promise<void> {
  const refusal = restoreRefusal(collection, conflict, author);
  if (refusal) throw new Error(refusal);
  if (isDeletionConflict(conflict)) {
    await restoreDoc(collection, documentId, {
      summary: 'Restaurou o registro excluído em um conflito de sincronização',
    });
    return;
  }
  await updateDoc(collection, documentId, { [conflict.field]: lostValueOf(conflict) } as never, {
    summary: `Restaurou o valor de "${fieldLabel(conflict.field)}" perdido em um conflito de sincronização`,
  });
}
