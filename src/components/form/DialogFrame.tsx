import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

type DialogFrameProps = Omit<Dialog.RootProps, 'onOpenChange' | 'placement' | 'children'> & {
  /** Called when the dialog asks to close (Esc, backdrop, close button). */
  onClose: () => void;
  title: ReactNode;
  /** Below the title: the body, the actions, a close button. */
  children: ReactNode;
};

/** A centred dialog with its title: the frame every dialog of the app shares; the caller fills the rest. */
export function DialogFrame({ onClose, title, children, ...root }: DialogFrameProps) {
  return (
    <Dialog.Root {...root} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
