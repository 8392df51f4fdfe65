import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { closeSessionDatabase } from '@/data';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '@/config/constants';

// A write goes through RxDB's dev-mode schema validation and IndexedDB (fake): on a busy
// machine that can take longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 8000 });

export { closeSessionDatabase };

/** The app's query rules (§9): fresh 5 min, kept 30 min, no retry, no refetch on focus. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
}

export function withQuery(ui: ReactElement, client = newQueryClient()): ReactElement {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
