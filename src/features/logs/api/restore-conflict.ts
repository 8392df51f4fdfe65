import { deepEqualJson } from '../json';
import { getDoc, restoreDoc, updateDoc, type ConflictDetails, type WritableCollectionName } from '@/data';
import { fieldLabel, isDeletionConflict } from '../conflict-text';

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
): Promise<RestoreCheck> {
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

/** Writes the losing value back (an ordinary audited write), or un-deletes the record. */
export async function restoreConflictValue(
  collection: WritableCollectionName,
  documentId: string,
  conflict: ConflictDetails,
): Promise<void> {
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
