import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { Column } from './DataTable';

/** The "Ações" column at a row's end: the row's buttons (RowActions, DeleteIconButton…). */
export function actionsColumn<T>(render: (row: T) => ReactNode, width?: string): Column<T> {
  return { key: 'actions', header: 'Ações', align: 'end', width, render };
}

/** When the record last changed (sortable by `updatedAt`), hidden on narrow screens. */
export function updatedAtColumn<T extends { updatedAt: string }>(
  /** "Atualizado em", "Atualizada em", "Alterado em". */
  header: string,
  hideBelow: 'md' | 'lg',
): Column<T> {
  return { key: 'updatedAt', header, sortable: true, hideBelow, render: (row) => formatDateTime(row.updatedAt) };
}
