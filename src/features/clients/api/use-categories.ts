import { useMemo } from 'react';
import { useLiveQuery, type CategoryDoc } from '@/data';

/** All categories by name, and a lookup by id for chips in lists. */
export function useCategories(): { categories: CategoryDoc[]; byId: Map<string, CategoryDoc> } {
  const { data } = useLiveQuery('categories', { sort: [{ name: 'asc' }] });
  const byId = useMemo(() => new Map(data.map((c) => [c.id, c])), [data]);
  return { categories: data, byId };
}
