import type { ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import type { Column } from './DataTable';
import { ListEmptyState, type ListEmptyStateProps } from './ListEmptyState';
import { ListPageHeader } from './ListPageHeader';
import { ListResults } from './ListResults';
import { ListToolbar } from './ListToolbar';
import { rowActionsColumn, type RowLink } from './RowActions';
import type { Page, SortDirection } from './paginate';

interface ListPageProps<T> {
  /** The screen's title, also the table's caption. */
  title: string;
  subtitle: string;
  /** The "Nova …" page, its button's label and what the empty list invites to register; shown when `access` allows creating. */
  create: { to: LinkProps['to']; label: string; description: string };
  /** What the role may do in the area (`areaAccess`): the create button, the row actions, or why the screen is read-only. */
  access: { canCreate: boolean; canEdit: boolean; canDelete: boolean; readOnlyReason: string | null };
  /** What the search looks in (ListToolbar). */
  searchPlaceholder: string;
  shortSearchPlaceholder?: string;
  /** The filters beside the search box. */
  filters?: ReactNode;
  /** The empty list's words (ListEmptyState, less the search and the create button, which come from here). */
  empty: Omit<ListEmptyStateProps, 'search' | 'create'>;
  /** The screen's own columns; the "Ações" column (`rowActionsColumn`) follows them. */
  columns: Column<T>[];
  /** A row's name, edit page and delete request, for the "Ações" column. */
  rowActions: { name: (row: T) => string; edit: (row: T) => RowLink; onDelete: (row: T) => void };
  /** The current page of the searched, filtered and sorted rows (`paginate`). */
  page: Page<T>;
  /** Search, sorting and paging from `useListState`. */
  list: {
    search: string;
    setSearch: (value: string) => void;
    sortKey: string;
    sortDirection: SortDirection;
    toggleSort: (key: string) => void;
    setPage: (page: number) => void;
  };
  loading: boolean;
  /** Between the toolbar and the table: hints, live announcements. */
  notes?: ReactNode;
  /** After the table: the delete confirmation. */
  children?: ReactNode;
}

/**
 * A list screen of one collection: header with "Nova …", search (and filters), the table with
 * pagination or the empty state, and the screen's dialogs. The screen keeps its columns and rows.
 */
export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  const { title, subtitle, access, list } = props;
  const create = access.canCreate ? props.create : undefined;
  const empty = <ListEmptyState search={list.search} create={create} {...props.empty} />;
  return (
    <>
      <ListPageHeader
        title={title}
        subtitle={subtitle}
        create={create && { to: create.to, label: create.label }}
        readOnlyReason={access.readOnlyReason}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder={props.searchPlaceholder}
        shortPlaceholder={props.shortSearchPlaceholder}
      >
        {props.filters}
      </ListToolbar>
      {props.notes}
      <ListResults
        caption={title}
        columns={[...props.columns, ...rowActionsColumn({ access, ...props.rowActions })]}
        page={props.page}
        list={list}
        loading={props.loading}
        empty={empty}
      />
      {props.children}
    </>
  );
}
