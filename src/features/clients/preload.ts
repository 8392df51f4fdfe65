/**
 * Route loader helper for /clientes: starts building the client search index while the
 * list's code loads, instead of after it mounts. Kept out of the feature's index so the
 * route's eager chunk does not pull the list in.
 */
export function preloadClientSearch(): void {
  // The replica was opened by the signed-in layout's guard, so '@/data' is already loaded.
  void import('@/data').then((data) => data.prefetchClientSearch());
}
