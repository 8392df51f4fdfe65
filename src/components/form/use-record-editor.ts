import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDocument, type DocOf, type WritableCollectionName } from '@/data';
import { useDeleteWithUndo } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError, notifySuccess } from '@/lib/toaster';

/**
 * Runs a save (a write from `features/<x>/api/`) and says how it went: 'Salvo', or the error's
 * words. `onError` may handle an error itself (return true), e.g. to show it under a field.
 * Resolves to what the write returned, or null when it failed.
 */
export async function saveWithNotice<T>(
  write: () => Promise<T>,
  onError?: (error: unknown) => boolean,
): Promise<T | null> {
  try {
    const saved = await write();
    notifySuccess('Salvo');
    return saved;
  } catch (error) {
    if (!onError?.(error)) notifyError(...describeDataError(error));
    return null;
  }
}

export interface RecordEditor<Doc = unknown> {
  /** The stored record, live; null while loading or when it is not on this device (deleted, or a stale link). */
  record: Doc | null;
  loading: boolean;
  confirmingDelete: boolean;
  askDelete: () => void;
  cancelDelete: () => void;
  /** The confirmation's answer: deletes (with 'Desfazer') and, when it did, runs `then` (e.g. back to the list). */
  confirmDelete: (name: string, then: () => unknown) => Promise<void>;
}

/**
 * What every edit page needs: the stored record (live) and a delete behind a confirmation that
 * can be undone from the toast (`DeleteRecordButton`). The page renders the loading and
 * not-found states (`RecordNotFound`), hands a presentational form its values and `onSubmit`,
 * and saves with `saveWithNotice` (as a create page does).
 *
 * `label` names the record in the delete toast ("Evento", "Lembrete"…).
 */
export function useRecordEditor<N extends WritableCollectionName>(
  collection: N,
  id: string,
  label: string,
): RecordEditor<DocOf<N>> {
  const { data: record, loading } = useDocument(collection, id);
  const deleteWithUndo = useDeleteWithUndo(collection, label);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const confirmDelete = useCallback(
    async (name: string, then: () => unknown) => {
      setConfirmingDelete(false);
      if (await deleteWithUndo(id, name)) await then();
    },
    [deleteWithUndo, id],
  );

  return useMemo(
    () => ({
      record,
      loading,
      confirmingDelete,
      askDelete: () => setConfirmingDelete(true),
      cancelDelete: () => setConfirmingDelete(false),
      confirmDelete,
    }),
    [record, loading, confirmingDelete, confirmDelete],
  );
}

interface FollowedForm<Values> {
  dirty: boolean;
  reset: (values: Values) => void;
}

/**
 * For a form that stays open after saving (a client's data, a process): while the person has
 * not typed anything, a newer stored version (sync, another tab, the process's own timeline)
 * replaces what the form shows; the returned `adopt` makes a saved record the form's new
 * baseline. `toForm` must keep its identity (a module-level function).
 */
export function useFollowRecord<Doc extends { updatedAt: string }, Values>(
  form: FollowedForm<Values>,
  record: Doc | undefined,
  toForm: (doc: Doc) => Values,
) {
  const [loadedRev, setLoadedRev] = useState(record?.updatedAt);
  const { dirty, reset } = form;
  useEffect(() => {
    if (record && record.updatedAt !== loadedRev && !dirty) {
      // The stored record is an outside source (the replica's live query): the form catches up with it after the commit, as before a keystroke.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoadedRev(record.updatedAt);
      reset(toForm(record));
    }
  }, [record, dirty, reset, toForm, loadedRev]);
  return useCallback(
    (saved: Doc) => {
      setLoadedRev(saved.updatedAt);
      reset(toForm(saved));
    },
    [reset, toForm],
  );
}
