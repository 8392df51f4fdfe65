import type { ReactNode } from 'react';
import { Flex, IconButton } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { Column } from './DataTable';
import { actionsColumn } from './columns';

export interface RowActionsProps {
  /** How the row is named to screen readers: "Editar <name>", "Excluir <name>". */
  name: string;
  /** Where "Editar" leads; omit when the user may not edit. */
  edit?: RowLink;
  /** Asks to delete the row (the screen confirms); omit when the user may not delete. */
  onDelete?: () => void;
  /** Why the role may not delete: the button stays, disabled, saying so. */
  deleteReason?: string | null;
  /** The row's other actions, before "Editar". */
  children?: ReactNode;
}

/** The edit and delete icon buttons at the end of a list row, 44 px touch targets. */
export function RowActions({ name, edit, onDelete, deleteReason, children }: RowActionsProps) {
  return (
    <Flex gap="1" justify="flex-end">
      {children}
      {edit && (
        <IconButton asChild variant="ghost" minW="11" minH="11" aria-label={`Editar ${name}`} title="Editar">
          <Link to={edit.to} params={edit.params}>
            <Pencil size={18} />
          </Link>
        </IconButton>
      )}
      {onDelete && <DeleteIconButton label={`Excluir ${name}`} disabledReason={deleteReason} onClick={onDelete} />}
    </Flex>
  );
}

/** The red trash icon that asks to delete one record (the screen confirms), 44 px touch target. */
export function DeleteIconButton({
  label,
  title = 'Excluir',
  disabledReason,
  size,
  onClick,
}: {
  /** Its name for screen readers: "Excluir <record>". */
  label: string;
  /** Its tooltip. */
  title?: string;
  /** Why the role may not delete (the button is disabled and says it), or null. */
  disabledReason?: string | null;
  /** 'sm' beside other small buttons (a smaller icon; the target stays 44 px). */
  size?: 'sm';
  onClick: () => void;
}) {
  return (
    <IconButton
      size={size}
      variant="ghost"
      colorPalette="red"
      minW="11"
      minH="11"
      aria-label={label}
      title={disabledReason ?? title}
      disabled={Boolean(disabledReason)}
      onClick={onClick}
    >
      <Trash2 size={18} />
    </IconButton>
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
  return [actionsColumn(render, '32')];
}
