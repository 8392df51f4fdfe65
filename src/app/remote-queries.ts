import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache of remote look-ups outside the replica (ViaCEP…), as the router context carries it.
 * TanStack Query itself is loaded with the signed-in screens (SignedInProviders, in the _app
 * layout's chunk): the first screen does not need it, and clearing a cache that was never
 * created has nothing to do.
 */
export interface RemoteQueryCache {
  clear(): void;
}

let client: QueryClient | undefined;

export const remoteQueries: RemoteQueryCache = {
  clear: () => client?.clear(),
};

/** Called once by SignedInProviders when it creates the client. */
export function registerQueryClient(created: QueryClient): void {
  client = created;
}
