import { Button, Dialog } from '@chakra-ui/react';

export interface DialogActionsProps {
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** The confirmed action is under way (spinner on the confirm button, which no longer reacts). */
  confirmLoading?: boolean;
  /** The confirm button waits (e.g. for a check, or for the person to type a name). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A dialog's footer: 'Cancelar' (outline) and the action, red when it destroys something; 44 px touch targets. */
export function DialogActions({
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive,
  confirmLoading,
  confirmDisabled,
  onConfirm,
  onCancel,
}: DialogActionsProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" minH="11" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        colorPalette={destructive ? 'red' : 'blue'}
        minH="11"
        onClick={onConfirm}
        loading={confirmLoading}
        disabled={confirmDisabled}
      >
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}
