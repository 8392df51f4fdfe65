import { memo, type ReactElement, type ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { addStaticStyles } from '@/lib/static-styles';
import dataTableCss from './data-table.css?inline';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from './paginate';

addStaticStyles('data-table-styles', dataTableCss);

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Offer sorting by this column (the list state decides how). */
  sortable?: boolean;
  /** Hide on narrow screens so phones and portrait tablets keep the essentials. */
  hideBelow?: 'md' | 'lg' | 'xl';
  width?: string;
  align?: 'start' | 'end' | 'center';
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sortKey?: string;
  sortDirection?: SortDirection;
  onSort?: (key: string) => void;
  /** Whole-row activation (the first cell should still hold a real link for keyboards and screen readers). */
  onRowClick?: (row: T) => void;
}

const display = (c: { hideBelow?: Column<unknown>['hideBelow'] }) =>
  c.hideBelow ? { base: 'none', [c.hideBelow]: 'table-cell' } : undefined;

/**
 * What data-table.css reads on a body cell: hidden below a breakpoint (Chakra's `hideBelow`
 * loses to the card's `display` on a phone), aligned, and labelled by its column in a card.
 */
export function cardCellProps({
  hideBelow,
  align,
  label,
}: {
  hideBelow?: Column<unknown>['hideBelow'];
  align?: Column<unknown>['align'];
  label?: string;
}) {
  return { 'data-hide-below': hideBelow, 'data-align': align, 'data-label': label };
}

interface DataRowProps<T> {
  row: T;
  columns: Column<T>[];
  onRowClick?: (row: T) => void;
}

/**
 * Body rows are plain <tr>/<td>, styled by data-table.css from the table body instead of one
 * styled component per cell: typing in a search re-renders up to 10 rows per keystroke, and
 * the per-cell style resolution was most of that time. Rows are memoised as well: one whose
 * record and columns did not change is not rendered again (pass columns through useMemo).
 */
const DataRow = memo(function DataRow<T>({ row, columns, onRowClick }: DataRowProps<T>) {
  return (
    <tr
      data-clickable={onRowClick ? '' : undefined}
      onClick={
        onRowClick
          ? (e) => {
              // Let links and buttons inside the row do their own thing.
              if ((e.target as HTMLElement).closest('a,button,input,label')) return;
              onRowClick(row);
            }
          : undefined
      }
    >
      {columns.map((c, i) => (
        // The first cell titles the card on a phone; the others are labelled by their column.
        <td
          key={c.key}
          {...cardCellProps({
            hideBelow: c.hideBelow,
            align: c.align,
            label: i > 0 && c.align !== 'end' ? c.header : undefined,
          })}
        >
          {c.render(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactElement;

/**
 * The class names of a list table (styles in data-table.css, cells as Chakra's table recipe, size
 * md, variant line, gives them, plus 44 px rows; cards below md). For a table built by hand
 * (TeamSection): its tbody takes `body`, its thead `header`; cells take cardCellProps.
 */
export const DATA_TABLE_CLASSES = { body: 'data-table-body', header: 'data-table-header' } as const;

interface DataHeaderProps<T> {
  columns: Column<T>[];
  sortKey?: string;
  sortDirection?: SortDirection;
  onSort?: (key: string) => void;
}

/** Column headers with sort buttons; memoised, since new rows do not change them. */
const DataHeader = memo(function DataHeader<T>({ columns, sortKey, sortDirection, onSort }: DataHeaderProps<T>) {
  return (
    // On a phone the rows are cards: the header is kept for screen readers only.
    <Table.Header className={DATA_TABLE_CLASSES.header}>
      <Table.Row className="data-table-header-row">
        {columns.map((c) => {
          const active = sortKey === c.key;
          const ariaSort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <Table.ColumnHeader
              key={c.key}
              display={display(c)}
              width={c.width}
              textAlign={c.align}
              aria-sort={ariaSort}
              whiteSpace="nowrap"
            >
              {c.sortable && onSort ? (
                <Box
                  as="button"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  minH="11"
                  fontWeight="semibold"
                  onClick={() => onSort(c.key)}
                  focusRing="outside"
                >
                  {c.header}
                  {active ? (
                    sortDirection === 'asc' ? (
                      <ArrowUp size={14} aria-hidden />
                    ) : (
                      <ArrowDown size={14} aria-hidden />
                    )
                  ) : (
                    <ArrowUpDown size={14} aria-hidden opacity={0.4} />
                  )}
                </Box>
              ) : (
                c.header
              )}
            </Table.ColumnHeader>
          );
        })}
      </Table.Row>
    </Table.Header>
  );
}) as <T>(props: DataHeaderProps<T>) => ReactElement;

/** The table of list screens: sortable headers, rows at least 44 px tall, narrow-screen columns dropped. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sortKey,
  sortDirection,
  onSort,
  onRowClick,
}: DataTableProps<T>) {
  // Plain elements and static classes around the rows: this renders again on every keystroke of a search.
  return (
    <div className="data-table-frame">
      <Table.Root size="md" stickyHeader className="data-table">
        <caption className="data-table-caption">{caption}</caption>
        <DataHeader columns={columns} sortKey={sortKey} sortDirection={sortDirection} onSort={onSort} />
        <tbody className={DATA_TABLE_CLASSES.body} data-interactive={onRowClick ? '' : undefined}>
          {rows.map((row) => (
            <DataRow key={rowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
          ))}
        </tbody>
      </Table.Root>
    </div>
  );
}
