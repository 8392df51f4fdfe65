import { Observable, combineLatest, filter, of, switchMap, map } from 'rxjs';
import type { MangoQuery, MangoQuerySelector, MangoQuerySortPart } from 'rxdb';
import type { AppDatabase } from './database';
import type { CollectionName, DocOf } from './collections';
import { currentDatabase, databaseChanges, requireDatabase } from './session';

/**
 * Reactive reads for screens: observables of plain document arrays that re-emit on every
 * local change (own writes and pulled ones alike). They follow the session database, so
 * they emit [] while signed out and switch replica when the user changes.
 */

/** A Mango query (RxDB's query language) over one collection, typed by its documents. */
export interface DocQuery<N extends CollectionName> {
  selector?: MangoQuerySelector<DocOf<N>>;
  sort?: MangoQuerySortPart<DocOf<N>>[];
  limit?: number;
  skip?: number;
}

function toPlain<N extends CollectionName>(doc: { toJSON(): unknown }): DocOf<N> {
  return doc.toJSON() as DocOf<N>;
}

function fromDb<T>(
  db$: Observable<AppDatabase | null> | undefined,
  pick: (db: AppDatabase) => Observable<T>,
  empty: T,
): Observable<T> {
  const source = db$ ?? databaseChanges;
  return source.pipe(switchMap((db) => (db && !db.closed ? pick(db) : of(empty))));
}

/** Live result of `query` on collection `name` (all live documents when no query is given). */
export function observeCollection<N extends CollectionName>(
  name: N,
  query: DocQuery<N> = {},
  options?: { db?: AppDatabase },
): Observable<DocOf<N>[]> {
  const db$ = options?.db ? of(options.db) : undefined;
  return fromDb(
    db$,
    (db) => {
      const collection = db.collections[name];
      if (!collection) return of([] as DocOf<N>[]);
      return (collection.find(query as MangoQuery<never>).$ as Observable<{ toJSON(): unknown }[]>).pipe(
        map((docs) => docs.map(toPlain<N>)),
      );
    },
    [] as DocOf<N>[],
  );
}

/** Live single document (null when missing or deleted). */
export function observeDocument<N extends CollectionName>(
  name: N,
  id: string,
  options?: { db?: AppDatabase },
): Observable<DocOf<N> | null> {
  const db$ = options?.db ? of(options.db) : undefined;
  return fromDb(
    db$,
    (db) => {
      const collection = db.collections[name];
      if (!collection) return of(null);
      return (collection.findOne(id).$ as Observable<{ toJSON(): unknown } | null>).pipe(
        map((doc) => (doc ? toPlain<N>(doc) : null)),
      );
    },
    null as DocOf<N> | null,
  );
}

/** Live count of the documents matching `selector`. */
export function observeCount<N extends CollectionName>(
  name: N,
  selector: MangoQuerySelector<DocOf<N>> = {},
  options?: { db?: AppDatabase },
): Observable<number> {
  const db$ = options?.db ? of(options.db) : undefined;
  return fromDb(
    db$,
    (db) => {
      const collection = db.collections[name];
      if (!collection) return of(0);
      return collection.count({ selector: selector as never }).$ as Observable<number>;
    },
    0,
  );
}

/** One-off read of a query (no subscription). */
export async function findDocs<N extends CollectionName>(
  name: N,
  query: DocQuery<N> = {},
  options?: { db?: AppDatabase },
): Promise<DocOf<N>[]> {
  const db = options?.db ?? requireDatabase();
  const collection = db.collections[name];
  if (!collection) return [];
  const docs = (await collection.find(query as MangoQuery<never>).exec()) as { toJSON(): unknown }[];
  return docs.map(toPlain<N>);
}

/** One page of a collection in an indexed order. */
export interface PageOrder<N extends CollectionName> {
  sort: MangoQuerySortPart<DocOf<N>>;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One page of a collection in an indexed order, and how many documents it has. */
export interface OrderedPage<T> {
  rows: T[];
  /** The page these rows are (1-based). */
  page: number;
  total: number;
}

// The same query objects for the prefetch and the screen: RxDB caches a query by its JSON, so
// the screen's subscription is answered by the prefetch's result (or waits for its read).
function orderedPageQueries<N extends CollectionName>(db: AppDatabase, name: N, order: PageOrder<N>) {
  const collection = db.collections[name];
  const query = { selector: {}, sort: [order.sort], skip: (order.page - 1) * order.pageSize, limit: order.pageSize };
  return { find: collection.find(query as never), count: collection.count({ selector: {} }) };
}

/**
 * A live page read through the storage's index on the sort field (one short cursor and an index
 * count: milliseconds at any size), for a screen to show before a full in-memory read is ready.
 * Waits for the session database rather than answering "empty" before it is open.
 */
export function observeOrderedPage<N extends CollectionName>(
  name: N,
  order: PageOrder<N>,
): Observable<OrderedPage<DocOf<N>>> {
  return databaseChanges.pipe(
    filter((db): db is AppDatabase => db !== null && !db.closed),
    switchMap((db) => {
      const { find, count } = orderedPageQueries(db, name, order);
      return combineLatest([find.$ as Observable<{ toJSON(): unknown }[]>, count.$ as Observable<number>]).pipe(
        map(([docs, total]) => ({ rows: docs.map(toPlain<N>), page: order.page, total })),
      );
    }),
  );
}

/** Starts reading a page now (a route's loader, while the screen's code is still on its way). */
export function prefetchOrderedPage<N extends CollectionName>(name: N, order: PageOrder<N>): void {
  const db = currentDatabase();
  if (!db || db.closed) return;
  const { find, count } = orderedPageQueries(db, name, order);
  void Promise.all([find.exec(), count.exec()]).catch(() => undefined);
}
