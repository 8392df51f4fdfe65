import type { ReactNode } from 'react';
import { DataTable, type Column } from './DataTable';
import { Pagination } from './Pagination';
import type { Page, SortDirection } from './paginate';

interface ListResultsProps<T> {
  caption: string;
  columns: Column<T>[];
  /** Default: the row's id. */
  rowKey?: (row: T) => string;
  /** The current page of the searched, filtered and sorted rows (`paginate`). */
  page: Page<T>;
  /** Sorting and paging from `useListState`. */
  list: {
    sortKey: string;
    sortDirection: SortDirection;
    toggleSort: (key: string) => void;
    setPage: (page: number) => void;
  };
  /** While true, an empty page is not yet "no records" (a screen that waits for its rows before showing this leaves it out). */
  loading?: boolean;
  /** What to show once loaded with no rows (usually a ListEmptyState). */
  empty: ReactNode;
  onRowClick?: (row: T) => void;
}

/** The table and pagination of a list screen, or its empty state when there is nothing to list. */
export function ListResults<T extends { id: string }>({
  caption,
  columns,
  rowKey = (row) => row.id,
  page,
  list,
  loading = false,
  empty,
  onRowClick,
}: ListResultsProps<T>) {
  if (!loading && page.total === 0) return empty;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={page.rows}
        rowKey={rowKey}
        sortKey={list.sortKey}
        sortDirection={list.sortDirection}
        onSort={list.toggleSort}
        onRowClick={onRowClick}
      />
      <Pagination page={page.page} total={page.total} onPageChange={list.setPage} />
    </>
  );
}
