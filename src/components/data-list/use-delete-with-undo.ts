import { useCallback } from 'react';
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
