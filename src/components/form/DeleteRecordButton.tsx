import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from './ConfirmDialog';
import type { RecordEditor } from './use-record-editor';

interface DeleteRecordButtonProps {
  /** The page's `useRecordEditor`. */
  editor: Pick<RecordEditor, 'confirmingDelete' | 'askDelete' | 'cancelDelete' | 'confirmDelete'>;
  /** The record's name, in the question's text and the toast. */
  name: string;
  /** Why the role may not delete (the button is disabled and says it), or null. */
  disabledReason: string | null;
  /** The button's words. */
  label?: string;
  size?: 'md' | 'lg';
  /** The confirmation's title ("Excluir evento?") and what it says will happen. */
  question: string;
  children: ReactNode;
  /** After the record was deleted (e.g. back to the list). */
  onDeleted: () => unknown;
}

/** An edit page's 'Excluir': asks first, then deletes with 'Desfazer' in the toast. */
export function DeleteRecordButton({
  editor,
  name,
  disabledReason,
  label = 'Excluir',
  size,
  question,
  children,
  onDeleted,
}: DeleteRecordButtonProps) {
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        size={size}
        minH="11"
        disabled={Boolean(disabledReason)}
        title={disabledReason ?? undefined}
        onClick={editor.askDelete}
      >
        <Trash2 size={18} aria-hidden /> {label}
      </Button>
      <ConfirmDialog
        open={editor.confirmingDelete}
        title={question}
        confirmLabel="Excluir"
        destructive
        onCancel={editor.cancelDelete}
        onConfirm={() => void editor.confirmDelete(name, onDeleted)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
