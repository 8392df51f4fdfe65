import { PAGE_SIZE } from '@/config/constants';

export interface Page<T> {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** Slices one page (1-based) of rows; an out-of-range page snaps to the last one. */
export function paginate<T>(rows: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: current, pageCount, total };
}

export type SortDirection = 'asc' | 'desc';

/**
 * A list screen's current page (`useListState().query`): the rows whose `fields` match the
 * search (`matchesSearch`), sorted by the column's `key`, then paged.
 */
export function pageOf<T>(
  rows: readonly T[],
  query: { deferredSearch: string; sortKey: string; sortDirection: SortDirection; page: number },
  fields: (row: T) => Array<string | null | undefined>,
  key: (row: T, sortKey: string) => string | number | null | undefined,
): Page<T> {
  const found = rows.filter((row) => matchesSearch(query.deferredSearch, ...fields(row)));
  return paginate(
    sortRows(found, (row) => key(row, query.sortKey), query.sortDirection),
    query.page,
  );
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Sorts by a key with pt-BR collation (accents and case do not change the order). */
export function sortRows<T>(
  rows: readonly T[],
  key: (row: T) => string | number | null | undefined,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x == null && y == null) return 0;
    if (x == null) return 1;
    if (y == null) return -1;
    const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return cmp * sign;
  });
}

/** Accent- and case-insensitive text for search-as-you-type. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesSearch(term: string, ...fields: Array<string | null | undefined>): boolean {
  const needle = foldForSearch(term.trim());
  if (!needle) return true;
  return fields.some((f) => f && foldForSearch(f).includes(needle));
}
