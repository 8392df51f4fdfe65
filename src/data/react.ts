import { useEffect, useState } from 'react';
import { of, type Observable } from 'rxjs';
import type { CollectionName, DocOf } from './collections';
import type { ClientDoc } from './collections/clients';
import { observeCollection, observeDocument, type DocQuery } from './query';
import { observeClientSearch } from './search';
import { databaseChanges } from './session';
import { syncStatus$, type SyncStatus } from './sync/status';

/**
 * React bindings of the data layer: screens call these hooks and never touch RxDB.
 * Each subscribes to the session database (following sign-in/out) and re-renders on
 * every change of the result, local or replicated.
 */

export interface LiveResult<T> {
  data: T;
  /** True until the first result arrives. */
  loading: boolean;
  error: Error | null;
}

function useObservable<T>(factory: () => Observable<T>, initial: T, key: string): LiveResult<T> {
  const [state, setState] = useState<LiveResult<T>>({ data: initial, loading: true, error: null });
  useEffect(() => {
    setState((s) => ({ ...s, loading: true }));
    const sub = factory().subscribe({
      next: (data) => setState({ data, loading: false, error: null }),
      error: (error: unknown) => setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error : new Error(String(error)) })),
    });
    return () => sub.unsubscribe();
    // `key` stands for the factory's inputs: queries are objects, compared by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}

/** Live list: `useLiveQuery('clients', { sort: [{ name: 'asc' }], limit: 10 })`. */
export function useLiveQuery<N extends CollectionName>(name: N, query: DocQuery<N> = {}): LiveResult<DocOf<N>[]> {
  return useObservable(() => observeCollection(name, query), [] as DocOf<N>[], `${name}:${JSON.stringify(query)}`);
}

/** Live single document; `data` is null when it does not exist (or was deleted). */
export function useDocument<N extends CollectionName>(name: N, id: string | null | undefined): LiveResult<DocOf<N> | null> {
  return useObservable(
    () => (id ? observeDocument(name, id) : of(null)),
    null,
    `${name}:${id ?? ''}`,
  );
}

/** Type-ahead client search (name, CPF/CNPJ, e-mail, phone, city), accent-insensitive. */
export interface ClientSearchResult extends LiveResult<ClientDoc[]> {
  /** The term `data` answers; differs from the requested term while a new search is on its way. */
  term: string | null;
}

export function useClientSearch(term: string, limit = 50): ClientSearchResult {
  const [db, setDb] = useState(() => null as Parameters<typeof observeClientSearch>[0] | null);
  useEffect(() => {
    const sub = databaseChanges.subscribe(setDb);
    return () => sub.unsubscribe();
  }, []);
  const [state, setState] = useState<ClientSearchResult>({ data: [], loading: true, error: null, term: null });
  useEffect(() => {
    if (!db) return;
    const sub = observeClientSearch(db, term, limit).subscribe({
      next: (data) => setState({ data, loading: false, error: null, term }),
      error: (error: Error) => setState({ data: [], loading: false, error, term }),
    });
    return () => sub.unsubscribe();
  }, [db, term, limit]);
  return state;
}

/** The shell's sync indicator: phase, pending writes, last sync, invalid documents, error. */
export function useSyncStatus(): SyncStatus {
  const [status, setStatus] = useState<SyncStatus>(syncStatus$.value);
  useEffect(() => {
    const sub = syncStatus$.subscribe(setStatus);
    return () => sub.unsubscribe();
  }, []);
  return status;
}
