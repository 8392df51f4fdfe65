import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';
import { DialogActions, type DialogActionsProps } from './DialogActions';

interface ConfirmDialogProps extends DialogActionsProps {
  open: boolean;
  title: string;
  children?: ReactNode;
}

/** A yes/no question before something that matters (delete, leave with unsaved input). */
export function ConfirmDialog({ open, title, children, ...actions }: ConfirmDialogProps) {
  return (
    // Mounted only while open: every list keeps one, and a closed dialog should cost nothing per keystroke.
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && actions.onCancel()}
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <DialogActions {...actions} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
