import type { ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Stack, Text } from '@chakra-ui/react';
import { SearchInput } from '@/components/data-list';
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
  /** The rows, each a PickerRow. */
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
          <SearchInput value={search} onSearch={onSearch} placeholder={placeholder} aria-label={searchLabel} />
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

/** One row of the list: the button that picks the record, its name in bold and what tells it apart. */
export function PickerRow({
  variant,
  title,
  detail,
  detailLines,
  warning,
  onPick,
}: {
  variant: 'outline' | 'ghost';
  title: string;
  detail: string;
  /** Cut the detail after this many lines. */
  detailLines?: number;
  /** Said under the detail, e.g. what to do before using the record. */
  warning?: string;
  onPick: () => void;
}) {
  return (
    <Box as="li">
      <Button
        variant={variant}
        w="full"
        h="auto"
        minH="11"
        py="2"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        onClick={onPick}
      >
        <Stack gap="0" align="flex-start">
          <Text fontWeight="semibold">{title}</Text>
          <Text fontSize="sm" color="fg.muted" fontWeight="normal" lineClamp={detailLines}>
            {detail}
          </Text>
          {warning && (
            <Text fontSize="sm" color="fg.warning" fontWeight="normal">
              {warning}
            </Text>
          )}
        </Stack>
      </Button>
    </Box>
  );
}
