import type { ReactNode } from 'react';
import { CloseButton, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '@/components/form';

interface SearchPickerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size: 'md' | 'lg';
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  /** The search box's name. */
  searchLabel: string;
  /** Said instead of the list when it is empty ('Nenhum … encontrado'); null while there are rows. */
  emptyText: string | null;
  /** The list's name. */
  listLabel: string;
  listGap: '1' | '2';
  /** The rows, each an <li> with the button that picks it. */
  children: ReactNode;
  /** E.g. a way out when the record is not there yet. */
  footer?: ReactNode;
}

/** A dialog that searches a list and picks one row: the client of a new chat, an FAQ answer for the composer. */
export function SearchPickerDialog({
  open,
  onClose,
  title,
  size,
  search,
  onSearch,
  placeholder,
  searchLabel,
  emptyText,
  listLabel,
  listGap,
  children,
  footer,
}: SearchPickerDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} title={title} size={size} scrollBehavior="inside">
      <Dialog.Body>
        <Stack gap="3">
          <Input
            type="search"
            size="lg"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={placeholder}
            aria-label={searchLabel}
          />
          {emptyText !== null ? (
            <Text color="fg.muted" role="status">
              {emptyText}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap={listGap} m="0" p="0" aria-label={listLabel}>
              {children}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
      {footer}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="lg" aria-label="Fechar" />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}
