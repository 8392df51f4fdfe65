import { memo, type ReactElement, type ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from './paginate';

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
 * What CARD_BODY_CSS reads on a body cell: hidden below a breakpoint (Chakra's `hideBelow`
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
 * Body rows are plain <tr>/<td>, styled once from the table body (BODY_CSS) instead of one
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
 * What Chakra's table recipe (size md, variant line) gives a cell, plus our 44 px rows. Below
 * md (phones) each row is a card: the first cell is its title, the others stack with their
 * column's name beside them (data-label), so nothing scrolls sideways.
 */
export const CARD_BODY_CSS = {
  display: { base: 'block', md: 'table-row-group' },
  '& > tr': {
    bg: 'bg',
    display: { base: 'block', md: 'table-row' },
    py: { base: '2', md: '0' },
    borderBottomWidth: { base: '1px', md: '0' },
  },
  '& > tr[data-clickable]': { cursor: 'pointer' },
  '& > tr > td': {
    display: { base: 'flex', md: 'table-cell' },
    alignItems: 'baseline',
    gap: '3',
    textAlign: 'start',
    px: '3',
    py: { base: '1', md: '2.5' },
    minHeight: '11',
    borderBottomWidth: { base: '0', md: '1px' },
    overflowWrap: 'anywhere',
  },
  '& > tr > td[data-label]::before': {
    content: { base: 'attr(data-label)', md: 'none' },
    flex: '0 0 7.5rem',
    color: 'fg.muted',
    fontSize: 'sm',
  },
  '& > tr > td[data-align=end]': { textAlign: 'end', justifyContent: 'flex-end' },
  '& > tr > td[data-align=center]': { textAlign: 'center' },
  '& > tr > td[data-hide-below=md]': { display: { base: 'none', md: 'table-cell' } },
  '& > tr > td[data-hide-below=lg]': { display: { base: 'none', lg: 'table-cell' } },
  '& > tr > td[data-hide-below=xl]': { display: { base: 'none', xl: 'table-cell' } },
} as const;

/** A table's header below md, where rows are cards: out of sight, still read by screen readers. */
export const CARD_HEADER_PROPS = {
  position: { base: 'absolute', md: 'static' },
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clip: { base: 'rect(0 0 0 0)', md: 'auto' },
} as const;

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
    <Table.Header {...CARD_HEADER_PROPS}>
      <Table.Row bg="bg.subtle">
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
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l3">
      <Table.Root size="md" interactive={Boolean(onRowClick)} stickyHeader display={{ base: 'block', md: 'table' }}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <DataHeader columns={columns} sortKey={sortKey} sortDirection={sortDirection} onSort={onSort} />
        <Table.Body css={CARD_BODY_CSS}>
          {rows.map((row) => (
            <DataRow key={rowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
