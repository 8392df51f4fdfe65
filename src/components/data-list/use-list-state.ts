import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { SortDirection } from './paginate';

/**
 * Search, sort, filters and page of a list screen. Changing the search or a filter goes back
 * to page 1. The deferred search keeps typing responsive on large lists; the setters are
 * stable, so memoised parts of a screen (filters, the table) skip renders while typing.
 */
export function useListState<F extends Record<string, string>>(options: {
  sortKey: string;
  sortDirection?: SortDirection;
  filters?: F;
}) {
  const [search, setSearchRaw] = useState('');
  const [sortKey, setSortKey] = useState(options.sortKey);
  const [sortDirection, setSortDirection] = useState<SortDirection>(options.sortDirection ?? 'asc');
  const [initialFilters] = useState<F>(() => options.filters ?? ({} as F));
  const [filters, setFilters] = useState<F>(initialFilters);
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);

  const setSearch = useCallback((value: string) => {
    setSearchRaw(value);
    setPage(1);
  }, []);
  /** Clicking the same column flips the direction; another column starts ascending. */
  const toggleSort = useCallback(
    (key: string) => {
      if (key === sortKey) setSortDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
      else {
        setSortKey(key);
        setSortDirection('asc');
      }
    },
    [sortKey],
  );
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  }, []);
  /** "Limpar filtros": no search, the filters as they started, page 1. */
  const clearSearchAndFilters = useCallback(() => {
    setSearchRaw('');
    setFilters(initialFilters);
    setPage(1);
  }, [initialFilters]);

  /** What picks the rows on screen (`pageOf`), one object that changes only when one of them does. */
  const query = useMemo(
    () => ({ deferredSearch, sortKey, sortDirection, page }),
    [deferredSearch, sortKey, sortDirection, page],
  );

  return {
    query,
    search,
    deferredSearch,
    setSearch,
    sortKey,
    sortDirection,
    toggleSort,
    filters,
    setFilter,
    clearSearchAndFilters,
    page,
    setPage,
  };
}
