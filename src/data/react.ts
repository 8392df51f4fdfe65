import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { of, type Observable } from 'rxjs';
import { uniqueKeysOf, uniqueKeyValue, type CollectionName, type DocOf } from './collections';
import type { ClientDoc } from './collections/clients';
import {
  observeCollection,
  observeDocument,
  observeOrderedPage,
  type DocQuery,
  type OrderedPage,
  type PageOrder,
} from './query';
import { builtClientSearchIndex, getClientSearchIndex, type TextIndex } from './search';
import { currentDatabase, databaseChanges } from './session';
import { syncStatus$, type SyncStatus } from './sync/status';
import { clockReading$, type ClockReading } from './clock-reading';
import { observePendingLocalWork, type PendingLocalWork } from './wipe-local-data';

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
      error: (error: unknown) =>
        setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error : new Error(String(error)) })),
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

/**
 * True when another live document of `name` holds `value` in its unique field `field` (the
 * collection's `unique`, compared as the repository compares it): a form says so while typing.
 */
export function useUniqueClash<N extends CollectionName>(
  name: N,
  field: string,
  value: string,
  selfId: string | undefined,
): boolean {
  const all = useLiveQuery(name);
  const folded = uniqueKeyValue(value);
  const declared = uniqueKeysOf(name).some((k) => k.field === field);
  return useMemo(
    () =>
      declared &&
      folded !== '' &&
      all.data.some((d) => d.id !== selfId && uniqueKeyValue((d as Record<string, unknown>)[field]) === folded),
    [all.data, declared, field, folded, selfId],
  );
}

/** Live single document; `data` is null when it does not exist (or was deleted). */
export function useDocument<N extends CollectionName>(
  name: N,
  id: string | null | undefined,
): LiveResult<DocOf<N> | null> {
  return useObservable(() => (id ? observeDocument(name, id) : of(null)), null, `${name}:${id ?? ''}`);
}

/** A live page in an indexed order (`observeOrderedPage`); `order` null: nothing is read (`data` stays null). */
export function useOrderedPage<N extends CollectionName>(
  name: N,
  order: PageOrder<N> | null,
): LiveResult<OrderedPage<DocOf<N>> | null> {
  return useObservable(
    () => (order ? observeOrderedPage(name, order) : of(null)),
    null,
    `${name}:${JSON.stringify(order)}`,
  );
}

/** Type-ahead client search (name, CPF/CNPJ, e-mail, phone, city), accent-insensitive. */
export interface ClientSearchResult extends LiveResult<ClientDoc[]> {
  /** The term `data` answers (null until the index is ready). */
  term: string | null;
}

const NO_CHANGES = () => () => undefined;

/**
 * Searches the in-memory client index during render, so a new term's answer is in the same
 * render (and frame) as the term, instead of one effect and one state update later.
 * `start: false` does not build the index yet (a screen painting something cheaper first),
 * but an index already built is used at once.
 */
export function useClientSearch(term: string, limit = 50, options: { start?: boolean } = {}): ClientSearchResult {
  const start = options.start ?? true;
  const [db, setDb] = useState(currentDatabase);
  useEffect(() => {
    const sub = databaseChanges.subscribe(setDb);
    return () => sub.unsubscribe();
  }, []);
  const [index, setIndex] = useState<{ db: unknown; index: TextIndex<ClientDoc> | null; error: Error | null }>({
    db: null,
    index: null,
    error: null,
  });
  useEffect(() => {
    if (!db || !start) return;
    let current = true;
    getClientSearchIndex(db).then(
      (ready) => current && setIndex({ db, index: ready, error: null }),
      (error: unknown) =>
        current && setIndex({ db, index: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [db, start]);
  const ready = index.db === db ? index.index : db && !db.closed ? builtClientSearchIndex(db) : null;
  const version = useSyncExternalStore(ready?.subscribe ?? NO_CHANGES, () => ready?.version ?? -1);
  const data = useMemo(
    () => (ready ? ready.search(term, limit) : []),
    // `version` stands for the index's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, version, term, limit],
  );
  const error = index.db === db ? index.error : null;
  return { data, loading: !ready && !error, error, term: ready ? term : null };
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

/** How far this device's clock is from the server's, as last measured (null: never). */
export function useClockReading(): ClockReading | null {
  const [reading, setReading] = useState<ClockReading | null>(clockReading$.value);
  useEffect(() => {
    const sub = clockReading$.subscribe(setReading);
    return () => sub.unsubscribe();
  }, []);
  return reading;
}

/** Unsent replica writes and queued attachment files of the session, live (logout, device wipe). */
export function usePendingLocalWork(): LiveResult<PendingLocalWork> {
  return useObservable(
    observePendingLocalWork,
    { writes: syncStatus$.value.pendingWrites, uploads: null, refused: 0 },
    'pending-local-work',
  );
}
