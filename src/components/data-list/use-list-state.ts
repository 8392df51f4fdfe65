import { useDeferredValue, useState } from 'react';
import type { SortDirection } from './paginate';

/**
 * Search, sort, filters and page of a list screen. Changing the search or a filter goes back
 * to page 1. The deferred search keeps typing responsive on large lists.
 */
export function useListState<F extends Record<string, string>>(options: { sortKey: string; sortDirection?: SortDirection; filters?: F }) {
  const [search, setSearchRaw] = useState('');
  const [sortKey, setSortKey] = useState(options.sortKey);
  const [sortDirection, setSortDirection] = useState<SortDirection>(options.sortDirection ?? 'asc');
  const [filters, setFilters] = useState<F>(options.filters ?? ({} as F));
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);

  return {
    search,
    deferredSearch,
    setSearch: (value: string) => {
      setSearchRaw(value);
      setPage(1);
    },
    sortKey,
    sortDirection,
    /** Clicking the same column flips the direction; another column starts ascending. */
    toggleSort: (key: string) => {
      if (key === sortKey) setSortDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
      else {
        setSortKey(key);
        setSortDirection('asc');
      }
    },
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    page,
    setPage,
  };
}
