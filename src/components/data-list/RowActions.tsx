import { Flex, IconButton } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { Column } from './DataTable';

export interface RowActionsProps {
  /** How the row is named to screen readers: "Editar <name>", "Excluir <name>". */
  name: string;
  /** Where "Editar" leads; omit when the user may not edit. */
  edit?: RowLink;
  /** Asks to delete the row (the screen confirms); omit when the user may not delete. */
  onDelete?: () => void;
}

/** The edit and delete icon buttons at the end of a list row, 44 px touch targets. */
export function RowActions({ name, edit, onDelete }: RowActionsProps) {
  return (
    <Flex gap="1" justify="flex-end">
      {edit && (
        <IconButton asChild variant="ghost" minW="11" minH="11" aria-label={`Editar ${name}`} title="Editar">
          <Link to={edit.to} params={edit.params}>
            <Pencil size={18} />
          </Link>
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          variant="ghost"
          colorPalette="red"
          minW="11"
          minH="11"
          aria-label={`Excluir ${name}`}
          title="Excluir"
          onClick={onDelete}
        >
          <Trash2 size={18} />
        </IconButton>
      )}
    </Flex>
  );
}

/** A record's edit page, e.g. `{ to: '/faq/editar/$id', params: { id } }`. */
export type RowLink = { to: LinkProps['to']; params?: LinkProps['params'] };

/**
 * The "Ações" column of a list screen, as a list to spread into the columns: empty when the
 * user may neither edit nor delete, and each button only where the role allows it.
 */
export function rowActionsColumn<T>({
  access: { canEdit, canDelete },
  name,
  edit,
  onDelete,
}: {
  /** What the role may do in the area (`areaAccess`). */
  access: { canEdit: boolean; canDelete: boolean };
  name: (row: T) => string;
  edit: (row: T) => RowLink;
  onDelete: (row: T) => void;
}): Column<T>[] {
  if (!canEdit && !canDelete) return [];
  const render = (row: T) => (
    <RowActions
      name={name(row)}
      edit={canEdit ? edit(row) : undefined}
      onDelete={canDelete ? () => onDelete(row) : undefined}
    />
  );
  return [{ key: 'actions', header: 'Ações', align: 'end', width: '32', render }];
}
