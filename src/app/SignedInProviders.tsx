import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '@/config/constants';
import { registerQueryClient } from './remote-queries';
import { registerSignedInRecipes } from './theme-signed-in';

// What only the signed-in screens need, loaded with their layout (the _app route's component)
// instead of on the first screen: their Chakra recipes, registered before any of them renders,
// and TanStack Query for remote look-ups.
registerSignedInRecipes();

/** Remote look-ups outside the replica follow the spec's cache rules (§9). */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
registerQueryClient(queryClient);

/** Wraps the signed-in screens. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
