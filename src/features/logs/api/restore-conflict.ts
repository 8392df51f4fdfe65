import { deepEqualJson } from '../json';
import { getDoc, restoreDoc, updateDoc, type ConflictDetails, type WritableCollectionName } from '@/data';

export type RestoreCheck =
  | { ok: true; current: unknown }
  | { ok: false; reason: string; current?: unknown };

/** The losing value of a conflict, as it was (values are stored as JSON). */
export function lostValueOf(conflict: ConflictDetails): unknown {
  return JSON.parse(conflict.lostValue) as unknown;
}

/**
 * Can the lost value be written back now? Not when the record no longer exists (unless the
 * conflict was exactly that: an edit here lost to a deletion elsewhere) or when the record
 * already holds that value (restored before, or typed again).
 */
export async function checkRestore(collection: WritableCollectionName, documentId: string, conflict: ConflictDetails): Promise<RestoreCheck> {
  const doc = (await getDoc(collection, documentId)) as Record<string, unknown> | null;
  if (conflict.field === '_deleted') {
    return doc ? { ok: false, reason: 'O registro já está ativo novamente.' } : { ok: true, current: null };
  }
  if (!doc) return { ok: false, reason: 'O registro foi excluído depois do conflito; restaure-o antes de recuperar este valor.' };
  const current = doc[conflict.field];
  if (deepEqualJson(current, lostValueOf(conflict))) return { ok: false, reason: 'Este valor já está no registro.', current };
  return { ok: true, current };
}

/** Writes the losing value back (an ordinary audited update), or un-deletes the record. */
export async function restoreConflictValue(collection: WritableCollectionName, documentId: string, conflict: ConflictDetails): Promise<void> {
  if (conflict.field === '_deleted') {
    await restoreDoc(collection, documentId, { summary: 'Restaurou o registro excluído em um conflito de sincronização' });
    return;
  }
  await updateDoc(collection, documentId, { [conflict.field]: lostValueOf(conflict) } as never, {
    summary: `Restaurou o valor de "${conflict.field}" perdido em um conflito de sincronização`,
  });
}
