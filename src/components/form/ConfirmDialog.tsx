import type { ReactNode } from 'react';
import { Dialog } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';
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
    <DialogFrame open={open} onClose={actions.onCancel} title={title} role="alertdialog" lazyMount unmountOnExit>
      {children && <Dialog.Body>{children}</Dialog.Body>}
      <DialogActions {...actions} />
    </DialogFrame>
  );
}
