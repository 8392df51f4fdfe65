import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** The confirmed action is under way (spinner on the confirm button, which no longer reacts). */
  confirmLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that matters (delete, leave with unsaved input). */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancelar', destructive, confirmLoading, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    // Mounted only while open: every list keeps one, and a closed dialog should cost nothing per keystroke.
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" minH="11" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'blue'} minH="11" onClick={onConfirm} loading={confirmLoading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
