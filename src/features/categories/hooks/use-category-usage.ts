import { useMemo } from 'react';
import { useLiveQuery } from '@/data';

/**
 * How many live clients carry each category, kept current as clients change (locally or by
 * sync). One pass over the clients instead of one count query per category.
 */
export function useCategoryUsage(): { usage: Map<string, number>; loading: boolean } {
  const clients = useLiveQuery('clients');
  const usage = useMemo(() => {
    const counts = new Map<string, number>();
    for (const client of clients.data) {
      for (const id of new Set(client.categoryIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }, [clients.data]);
  return { usage, loading: clients.loading };
}
