import type { ReactNode } from 'react';
// The file, not the folder's index: components/form imports this folder.
import { ConfirmDialog } from '@/components/form/ConfirmDialog';

/** A list screen's "Excluir …?" confirmation of the row `useConfirmDelete` holds. */
export function ConfirmDeleteDialog<T>({
  deletion,
  title,
  children,
}: {
  deletion: { target: T | null; cancel: () => void; confirm: () => void };
  /** "Excluir atalho?" */
  title: string;
  /** What deleting the row means (it may be undone right after). */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title={title}
      confirmLabel="Excluir"
      destructive
      onCancel={deletion.cancel}
      onConfirm={deletion.confirm}
    >
      {children}
    </ConfirmDialog>
  );
}
