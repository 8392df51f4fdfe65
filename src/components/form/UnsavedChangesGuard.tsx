import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './ConfirmDialog';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * Warns before leaving a form with unsaved input: in-app navigation gets a dialog, closing
 * or reloading the tab gets the browser's own prompt, and an app update waits for confirmation.
 */
export function UnsavedChangesGuard({
  dirty,
  draftKept = false,
}: {
  dirty: boolean;
  /** The form keeps a draft on this device (useFormDraft): leaving loses nothing for good. */ draftKept?: boolean;
}) {
  // Also tells the update prompt not to reload the app under this form.
  useUnsavedChanges(dirty);
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Sair sem salvar?"
      confirmLabel="Sair sem salvar"
      cancelLabel="Continuar editando"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {draftKept
        ? 'As alterações deste formulário ainda não foram salvas. Um rascunho fica guardado neste aparelho para você continuar depois.'
        : 'As alterações deste formulário ainda não foram salvas e serão perdidas.'}
    </ConfirmDialog>
  );
}
