import { Observable, map, of, switchMap } from 'rxjs';
import type { AppDatabase } from '../database';
import { hashString, nowIso } from './clock';
import { comparableState } from './document-fields';

/**
 * Writes the server refused, set aside (docs/architecture.md, "Refused writes").
 *
 * When Firestore refuses one document of a push for good (the rules: 'permission-denied';
 * the data: 'invalid-argument'), the push handler keeps the local version here, brings the
 * local record back to the server's state, and the rest of the queue goes on. A person then
 * restores it (a new local write, e.g. after a role change) or discards it.
 *
 * Kept in one RxDB local document of the database: local documents are never replicated,
 * survive a reload, are shared by the tabs of the device, and take none of the 13
 * collection slots. Codes only: the screens word them.
 */

/** Why the server refused: the rules ('permission-denied') or the data ('invalid-argument'). */
export type RefusalCode = 'permission-denied' | 'invalid-argument';
export const REFUSAL_CODES: readonly RefusalCode[] = ['permission-denied', 'invalid-argument'];

export interface RefusedWrite {
  /** This entry's id (the same refused version is kept once). */
  id: string;
  collection: string;
  documentId: string;
  code: RefusalCode;
  /** When it was set aside (ISO, device time). */
  refusedAt: string;
  /** Who was signed in on the device when it was refused. */
  actorUid: string;
  /** The refused local version, whole, as it was pushed (`_deleted` included). */
  doc: Record<string, unknown>;
  /** The state it was written over (the last one the device knew on the server); null: a new record. */
  base: Record<string, unknown> | null;
  /** Whether the server held the record: false when the refused write created it (it was removed here). */
  serverHad: boolean;
}

interface Stored {
  items: RefusedWrite[];
}

const LOCAL_ID = 'refused-writes';

/** One id per refused version of a document: the same refusal seen twice is kept once. */
export function refusedWriteId(collection: string, doc: Record<string, unknown>): string {
  return `refused-${hashString(`${collection}/${String(doc.id)}/${canonical(comparableState(doc))}`)}`;
}
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : (JSON.stringify(value) ?? 'null');

export async function listRefusedWrites(db: AppDatabase): Promise<RefusedWrite[]> {
  if (db.closed) return [];
  const local = await db.getLocal<Stored>(LOCAL_ID);
  return (local?.get('items') as RefusedWrite[] | undefined) ?? [];
}

/** Newest first, live (empty while no database is open). */
export function observeRefusedWrites(db: AppDatabase | null | undefined): Observable<RefusedWrite[]> {
  if (!db || db.closed) return of([]);
  return db
    .getLocal$<Stored>(LOCAL_ID)
    .pipe(
      map((local) =>
        [...((local?.get('items') as RefusedWrite[] | undefined) ?? [])].sort((a, b) =>
          a.refusedAt < b.refusedAt ? 1 : -1,
        ),
      ),
    );
}

/** Same, following a changing database (the session's). */
export function observeRefusedWritesOf(db$: Observable<AppDatabase | null>): Observable<RefusedWrite[]> {
  return db$.pipe(switchMap((db) => observeRefusedWrites(db)));
}

// One writer at a time per database: the upsert reads and writes the whole list.
const queues = new WeakMap<AppDatabase, Promise<unknown>>();
function serially<T>(db: AppDatabase, task: () => Promise<T>): Promise<T> {
  const next = (queues.get(db) ?? Promise.resolve()).then(task, task);
  queues.set(
    db,
    next.catch(() => undefined),
  );
  return next;
}

async function modify(db: AppDatabase, change: (items: RefusedWrite[]) => RefusedWrite[]): Promise<void> {
  await serially(db, async () => {
    if (db.closed) return;
    const items = await listRefusedWrites(db);
    await db.upsertLocal<Stored>(LOCAL_ID, { items: change(items) });
  });
}

/** Keeps a refused version; returns the entry, or null when the same version was already kept. */
export async function keepRefusedWrite(
  db: AppDatabase,
  entry: Omit<RefusedWrite, 'id' | 'refusedAt'>,
): Promise<RefusedWrite | null> {
  const item: RefusedWrite = { ...entry, id: refusedWriteId(entry.collection, entry.doc), refusedAt: nowIso() };
  let added = false;
  await modify(db, (items) => {
    if (items.some((i) => i.id === item.id)) return items;
    added = true;
    return [...items, item];
  });
  return added ? item : null;
}

export async function removeRefusedWrite(db: AppDatabase, id: string): Promise<RefusedWrite | null> {
  let removed: RefusedWrite | null = null;
  await modify(db, (items) => {
    removed = items.find((i) => i.id === id) ?? null;
    return items.filter((i) => i.id !== id);
  });
  return removed;
}
