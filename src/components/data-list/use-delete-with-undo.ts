import { useCallback, useState } from 'react';
import { restoreDoc, softDeleteDoc, type WritableCollectionName } from '@/data';
import { notify, notifyError } from '@/lib/toaster';
import { describeDataError } from '@/components/feedback/describe-error';

/**
 * Soft delete (tombstone) with 'Desfazer' in the toast: a deleted record comes back with one
 * tap, offline too, because restore is just another local write.
 */
export function useDeleteWithUndo(collection: WritableCollectionName, label: string) {
  return useCallback(
    async (id: string, name?: string) => {
      try {
        await softDeleteDoc(collection, id);
        notify({
          type: 'success',
          // Gender-neutral wording: the label may be "Categoria", "Cliente", "Atalho"…
          title: 'Exclusão concluída',
          description: name ? `${label}: “${name}”` : label,
          action: {
            label: 'Desfazer',
            onClick: () => {
              restoreDoc(collection, id).then(
                () => notify({ type: 'info', title: 'Exclusão desfeita' }),
                (error: unknown) => notifyError(...describeDataError(error)),
              );
            },
          },
        });
        return true;
      } catch (error) {
        notifyError(...describeDataError(error));
        return false;
      }
    },
    [collection, label],
  );
}

/**
 * The row a list screen asks to delete (`ask`, e.g. from RowActions), and what its
 * confirmation dialog calls: `cancel`, or `confirm`, which closes it and deletes with undo.
 */
export function useConfirmDelete<T extends { id: string }>(
  collection: WritableCollectionName,
  label: string,
  name: (row: T) => string,
) {
  const [target, setTarget] = useState<T | null>(null);
  const deleteWithUndo = useDeleteWithUndo(collection, label);
  return {
    target,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      setTarget(null);
      if (target) void deleteWithUndo(target.id, name(target));
    },
  };
}
