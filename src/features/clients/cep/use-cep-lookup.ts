import { useQuery } from '@tanstack/react-query';
import { fetchCep, readCachedCep, type CepAnswer } from './cep-lookup';

export type CepLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; answer: CepAnswer }
  | { status: 'not-found' }
  /** Offline (or the service failed) and the CEP was never seen on this device. */
  | { status: 'unavailable'; offline: boolean };

/**
 * Looks a complete CEP up with TanStack Query (the app's client: fresh 5 min, kept 30 min,
 * no retry, no refetch on focus). A copy from localStorage is the initial data, dated when
 * it was saved: offline it fills the form at once; online and older than 5 minutes it is
 * refreshed in the background. Nothing here ever blocks saving the form.
 */
export function useCepLookup(cep: string | null): CepLookupState {
  const query = useQuery({
    queryKey: ['cep', cep],
    queryFn: ({ signal }) => fetchCep(cep!, { signal }),
    enabled: cep !== null,
    initialData: () => (cep ? readCachedCep(cep) : undefined),
    initialDataUpdatedAt: () => (cep ? readCachedCep(cep)?.savedAt : undefined),
  });
  if (cep === null) return { status: 'idle' };
  if (query.data) return query.data.address ? { status: 'found', answer: query.data } : { status: 'not-found' };
  if (query.fetchStatus === 'paused') return { status: 'unavailable', offline: true };
  if (query.isError) return { status: 'unavailable', offline: false };
  return { status: 'loading' };
}
