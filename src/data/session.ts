import { BehaviorSubject } from 'rxjs';
import { whenIdle } from '@/lib/when-idle';
import { openDatabase, type AppDatabase, type OpenDatabaseOptions } from './database';
// Static: the client list and the search hooks load it with the data layer anyway.
import { getClientSearchIndex } from './search';

/**
 * The database of the signed-in user, held outside React. The app shell and the
 * features read it through `databaseChanges` / `requireDatabase`; auth opens and
 * closes it. Opening also starts replication with Firestore (when Firestore can be
 * reached at all); closing stops it first.
 */
const current$ = new BehaviorSubject<AppDatabase | null>(null);
let opening: { uid: string; promise: Promise<AppDatabase> } | undefined;
let actorUid: string | null = null;

export const databaseChanges = current$.asObservable();

export function currentDatabase(): AppDatabase | null {
  return current$.value;
}

export function requireDatabase(): AppDatabase {
  const db = current$.value;
  if (!db) throw new Error('O banco local ainda não foi aberto.');
  return db;
}

/** The signed-in user's uid: the actor stamped on writes and audit entries. */
export function currentActorUid(): string | null {
  return actorUid;
}

export interface SessionDatabaseOptions extends OpenDatabaseOptions {
  /** Start Firestore replication after opening (default true; skipped when sync is unavailable). */
  sync?: boolean;
  /** The person's role: what the replication may pull (an atendente pushes audit entries but reads none). */
  role?: string;
  /**
   * Build the client search index when the device is next idle (the app does; tests need not):
   * the client list, the new-chat dialog and the agenda's client picker all search it, and
   * building it takes a moment with thousands of clients.
   */
  warmClientSearch?: boolean;
  /**
   * When replication and the search index may start (the app: once its first screen is drawn,
   * so neither Firestore's code nor a 10,000-client index build competes with that screen). By
   * default at once.
   */
  afterFirstScreen?: (task: () => void) => void;
}

/** Opens (or returns the already open) replica for `uid`; a different user's replica is closed first. */
export async function openSessionDatabase(options: SessionDatabaseOptions): Promise<AppDatabase> {
  const open = current$.value;
  if (open && !open.closed && open.name.endsWith(options.uid.replace(/[^a-zA-Z0-9]/g, '_'))) {
    // Opened without sync (the login's look-up), or the role changed: sync as who they are now.
    if (options.sync !== false && syncingAs !== options.role) startSync(open, options);
    return open;
  }
  if (opening?.uid === options.uid) return opening.promise;
  if (open) await closeSessionDatabase();
  performance.mark('replica:start');
  const promise = openDatabase(options).then((db) => {
    performance.mark('replica:ready');
    actorUid = options.uid;
    current$.next(db);
    const later = options.afterFirstScreen ?? ((task: () => void) => task());
    if (options.warmClientSearch) {
      later(() =>
        whenIdle(() => void (db.closed ? undefined : getClientSearchIndex(db).catch(() => undefined)), 1500, {
          timeoutMs: 3000,
        }),
      );
    }
    if (options.sync !== false) startSync(db, options, later);
    return db;
  });
  opening = { uid: options.uid, promise };
  try {
    return await promise;
  } finally {
    opening = undefined;
  }
}

let syncingAs: string | undefined | null = null;
function startSync(
  db: AppDatabase,
  options: SessionDatabaseOptions,
  later: (task: () => void) => void = (task) => task(),
) {
  syncingAs = options.role;
  later(() => {
    // Closed, replaced or re-started for another role while it waited: nothing to start.
    if (db.closed || current$.value !== db || syncingAs !== options.role) return;
    // Loaded lazily: the login page does not carry Firestore.
    void import('./session-sync').then((m) => m.startSessionSync(db, options.uid, options.role));
  });
}

/** Resolves once an opening under way (e.g. the app's early replica) has finished, opened or not. */
export async function settleOpening(): Promise<void> {
  await opening?.promise.catch(() => undefined);
}

/** Stops replication and closes the in-memory handle: data stays on the device (unsynced writes included). */
export async function closeSessionDatabase(): Promise<void> {
  const db = current$.value;
  current$.next(null);
  actorUid = null;
  syncingAs = null;
  const { stopSessionSync } = await import('./session-sync');
  await stopSessionSync();
  if (db && !db.closed) await db.close();
}
