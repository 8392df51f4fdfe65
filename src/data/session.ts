import { BehaviorSubject } from 'rxjs';
import { openDatabase, type AppDatabase, type OpenDatabaseOptions } from './database';

/**
 * The database of the signed-in user, held outside React. The app shell and the
 * features read it through `databaseChanges` / `requireDatabase`; auth opens and
 * closes it.
 */
const current$ = new BehaviorSubject<AppDatabase | null>(null);
let opening: { uid: string; promise: Promise<AppDatabase> } | undefined;

export const databaseChanges = current$.asObservable();

export function currentDatabase(): AppDatabase | null {
  return current$.value;
}

export function requireDatabase(): AppDatabase {
  const db = current$.value;
  if (!db) throw new Error('O banco local ainda não foi aberto.');
  return db;
}

/** Opens (or returns the already open) replica for `uid`; a different user's replica is closed first. */
export async function openSessionDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const open = current$.value;
  if (open && open.name.endsWith(options.uid.replace(/[^a-zA-Z0-9]/g, '_'))) return open;
  if (opening?.uid === options.uid) return opening.promise;
  if (open) await closeSessionDatabase();
  const promise = openDatabase(options).then((db) => {
    current$.next(db);
    return db;
  });
  opening = { uid: options.uid, promise };
  try {
    return await promise;
  } finally {
    opening = undefined;
  }
}

/** Closes the in-memory handle only: data stays on the device (unsynced writes included). */
export async function closeSessionDatabase(): Promise<void> {
  const db = current$.value;
  current$.next(null);
  if (db && !db.closed) await db.close();
}
