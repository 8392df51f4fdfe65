import { BehaviorSubject, EMPTY, Observable, ReplaySubject, Subject, Subscription, debounceTime, fromEvent, map, merge, of, startWith } from 'rxjs';
import type { RxCollection, WithDeleted } from 'rxdb';
import { deepEqual, getChangedDocumentsSince, getComposedPrimaryKeyOfDocumentData } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';
import type { AppDatabase } from '../database';
import type { CollectionName } from '../collections';
import { appendLog } from '../audit';
import { nowIso } from '../clock';
import { firestoreErrorCode, isOfflineError, mapFirestoreError, type ErrorMessage } from './errors';
import { makeStatus, type SyncStatus } from './status';
import { knownFields, validateIncoming } from './validate';
import {
  DEFAULT_WATCHDOG_MS,
  ServerClock,
  createPullHandler,
  createPullStream,
  createPushHandler,
  type FirestoreCheckpoint,
  type RefusedRow,
  type ResyncReason,
} from './firestore-handlers';
import { keepRefusedWrite, type RefusedWrite } from './refused-writes';
import { purgeCollectionTombstones, type MetaStorage, type TombstonePurgeResult } from './tombstone-purge';
import type { YieldingConflictHandler } from './conflict-handler';

type Doc = Record<string, unknown>;

type PushRow = { assumedMasterState?: unknown; newDocumentState: Doc };
/**
 * The rules check LGPD consent by looking documents up (firestore.rules, "LGPD consent"): for
 * a new staff message its chat and the chat's client, for a reminder that notifies its client
 * that client. A commit may look up 20 documents and the writer's profile takes 2, so a push
 * commits at most 9 chats' new messages (measured: 30 messages in 10 chats are refused whole)
 * or 18 clients' notifying reminders at a time. Other writes look nothing up.
 */
const COMMIT_GROUPS: Partial<Record<CollectionName, { max: number; keyOf: (row: PushRow) => string | null }>> = {
  messages: {
    max: 9,
    keyOf: (row) => (row.assumedMasterState || row.newDocumentState._deleted ? null : String(row.newDocumentState.chatId ?? '')),
  },
  lembrets: {
    max: 18,
    keyOf: ({ newDocumentState: r }) =>
      r.notifyClient === true && r.status === 'pendente' && !r._deleted && typeof r.clientId === 'string' ? r.clientId : null,
  },
};

/** One collection's replication (RxDB's protocol with the project's Firestore handlers). */
export type CollectionReplication = RxReplicationState<Doc, FirestoreCheckpoint>;

/**
 * Two-way replication of the local replica with Firestore: RxDB's replication protocol
 * (`replicateRxCollection`) per collection with the project's Firestore handlers
 * (sync/firestore-handlers.ts), Firestore collection names equal to the RxDB ones.
 *
 * - live: each collection listens to its newest document and re-syncs on any change; on a
 *   heal (browser online, tab visible again, wake from sleep, the SDK back on the server)
 *   every collection reads from the server at once, and a watchdog reads when nothing
 *   else did for a while (the SDK can stay silent after a fault);
 * - the pull never skips: a look-back re-reads the last seconds of server stamps once, so a
 *   commit that becomes visible after later-stamped ones still arrives (firestore-handlers);
 * - batched push: each batch is one transaction that reads every document it writes and
 *   compares it with the assumed master state (a compare-and-set); conflicts go to the
 *   collection's merge handler (sync/conflict-handler.ts);
 * - reads that decide anything come from the server, never from the SDK's cache;
 * - retry with back-off: RxDB retries a failed batch after `retryTime`; on top of that the
 *   retry time doubles per consecutive error (up to 60 s for a server's refusal, 10 s while
 *   the server cannot be reached) and resets after a success;
 * - one tab replicates (leader election) — the others see its writes through the shared
 *   IndexedDB;
 * - every pulled document is validated; invalid ones are skipped (never stored), counted
 *   and logged, and replication carries on.
 */

export interface StartReplicationOptions {
  db: AppDatabase;
  firestore: Firestore;
  /** Who is syncing: the actor of conflict and quarantine log entries. */
  actorUid: string;
  /** Default: every collection open in `db`. */
  collections?: readonly CollectionName[];
  /**
   * Collections this person writes but may not read (an atendente's audit entries): their
   * local writes are pushed, nothing is pulled.
   */
  pushOnly?: readonly CollectionName[];
  /** Distinguishes replication checkpoints; change it to force a full re-pull. */
  identifier?: string;
  pushBatchSize?: number;
  pullBatchSize?: number;
  /** First retry delay in ms (doubles per consecutive failure, max 60 s). */
  retryTime?: number;
  live?: boolean;
  /** Browser: only the leader tab replicates. Tests with one instance may skip it. */
  waitForLeadership?: boolean;
  /** How long after its stamp a commit may still become visible (firestore-handlers' DEFAULT_LOOKBACK_MS). */
  lookbackMs?: number;
  /** A server read per collection when none happened for this long while visible (default 25 s); 0: off. */
  watchdogMs?: number;
  /**
   * More heals, besides the browser's own (online, tab visible after a while, wake from
   * sleep): each makes every collection read from the server, and the status waits for
   * those reads before it says 'sincronizado' again.
   */
  heal$?: Observable<unknown>;
}

export interface InvalidDocumentReport {
  collection: CollectionName;
  id: string;
  problems: string[];
}

export interface FirmReplication {
  readonly states: ReadonlyMap<CollectionName, CollectionReplication>;
  readonly status$: Observable<SyncStatus>;
  /** Every raw replication error (tests subscribe to fail fast instead of hanging). */
  readonly error$: Observable<unknown>;
  readonly invalidDocument$: Observable<InvalidDocumentReport>;
  /** Writes the server refused and that were set aside (sync/refused-writes.ts). */
  readonly refused$: Observable<RefusedWrite>;
  /** Resolves when every collection has pushed and pulled everything (rejects after `timeoutMs`). */
  awaitInSync(timeoutMs?: number): Promise<void>;
  /** Local writes not yet confirmed by Firestore, over all replicated collections. */
  countPendingWrites(): Promise<number>;
  /** Removes from this replica the tombstones the server confirmed, older than the retention (sync/tombstone-purge.ts). */
  purgeTombstones(options: { retentionDays: number; now?: number }): Promise<Partial<Record<CollectionName, TombstonePurgeResult>>>;
  stop(): Promise<void>;
}

const MAX_RETRY_MS = 60_000;
/** See "the SDK's own back-off" in startFirmReplication. */
const NUDGE_AFTER_MS = 10_000;
const NUDGE_EVERY_MS = 15_000;
/**
 * Unreachable server: a retry costs one failed request, and RxDB only cuts its wait short
 * when the browser reports going from offline to online — which flaky networks (and a
 * reload while offline) often never do. So the device comes back within 10 s of a heal.
 */
const MAX_OFFLINE_RETRY_MS = 10_000;
/**
 * …but while the browser says it is online the SDK is what keeps the device away (its own
 * back-off, or the restart below), and a read it cannot serve fails on the device without a
 * request. RxDB's wait cannot be cut short, so it stays short: the read that follows a
 * restart of the SDK comes within 4 s of it.
 */
const MAX_OFFLINE_RETRY_WHILE_ONLINE_MS = 4_000;
/**
 * A refusal by the rules is often over in seconds (the new user's profile is still on its way
 * to the server; an admin is granting access), so it is retried as soon as an unreachable server.
 */
const isRefusal = (error: unknown) => firestoreErrorCode(error) === 'permission-denied';

const hasWindow = () => typeof window !== 'undefined' && typeof window.addEventListener === 'function';
const browserSaysOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const documentVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The browser's heals: back online; the tab visible again (`stale` when it was hidden for
 * longer than the watchdog period, which does not run while hidden); a timer that fires far
 * too late (the machine slept). `stale`: what the device knew of the server may be old.
 */
function browserHeals$(watchdogMs: number): Observable<{ stale: boolean }> {
  if (!hasWindow() || typeof document === 'undefined') return EMPTY;
  const TICK_MS = 5_000;
  const online = fromEvent(window, 'online').pipe(map(() => ({ stale: true })));
  const visibleAgain = new Observable<{ stale: boolean }>((subscriber) => {
    let hiddenAt = documentVisible() ? undefined : Date.now();
    const onChange = () => {
      if (!documentVisible()) return void (hiddenAt ??= Date.now());
      const hiddenFor = hiddenAt === undefined ? 0 : Date.now() - hiddenAt;
      hiddenAt = undefined;
      subscriber.next({ stale: hiddenFor >= Math.min(watchdogMs || DEFAULT_WATCHDOG_MS, DEFAULT_WATCHDOG_MS) });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
  const wake = new Observable<{ stale: boolean }>((subscriber) => {
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      // Hidden tabs' timers are throttled: only a visible tab's late tick means sleep.
      if (now - last > TICK_MS + 15_000 && documentVisible()) subscriber.next({ stale: true });
      last = now;
    }, TICK_MS);
    return () => clearInterval(timer);
  });
  return merge(online, visibleAgain, wake);
}

function browserOnline$(): Observable<boolean> {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || typeof window.addEventListener !== 'function') return of(true);
  return merge(fromEvent(window, 'online').pipe(map(() => true)), fromEvent(window, 'offline').pipe(map(() => false))).pipe(startWith(navigator.onLine));
}

export function startFirmReplication(options: StartReplicationOptions): FirmReplication {
  const { db, firestore, actorUid } = options;
  const names = (options.collections ?? (Object.keys(db.collections) as CollectionName[])).filter((n) => db.collections[n]);
  const baseRetry = options.retryTime ?? 2_000;
  const states = new Map<CollectionName, CollectionReplication>();
  const errors$ = new Subject<unknown>();
  const streamErrors$ = new Subject<unknown>();
  const invalid$ = new Subject<InvalidDocumentReport>();
  const invalidSeen = new Set<string>();
  const invalidCount$ = new BehaviorSubject(0);
  const refused$ = new Subject<RefusedWrite>();
  const subs = new Subscription();
  const projectId = (firestore.app?.options?.projectId as string | undefined) ?? 'firestore';
  const watchdogMs = options.watchdogMs ?? DEFAULT_WATCHDOG_MS;
  // One server clock for all collections: a fresh stamp in any of them tells how late it is.
  const clock = new ServerClock();

  // ---- heals: what the device knew of the server may be old; read again, everywhere ----
  // `healSeq` counts heals; a collection is "read since the last heal" when a pull that
  // started after it has succeeded (`readSeq`). Until every collection is, the status is not
  // 'sincronizado' (set up further below).
  let healSeq = 0;
  const readSeq = new Map<CollectionName, number>();
  const pulled = (n: CollectionName) => !(options.pushOnly ?? []).includes(n);
  const readSinceHeal = () => names.filter(pulled).every((n) => (readSeq.get(n) ?? -1) >= healSeq);
  const healAll$ = new Subject<void>();
  let healQueued = false;
  let onStale = () => undefined as void;
  const heal = (stale: boolean) => {
    if (stale) {
      healSeq += 1;
      onStale();
    }
    // Several listeners come back at once after a reconnect: one wave of reads.
    if (healQueued) return;
    healQueued = true;
    setTimeout(() => {
      healQueued = false;
      healAll$.next();
    }, 0);
  };
  // Background reads (look-back, watchdog) that find nothing are not shown as 'sincronizando':
  // until when a collection's activity is such a read (RxDB's active$ flips more than once
  // per pull, so it cannot say when the read ended; news or any other trigger ends it).
  const quiet = new Map<CollectionName, number>();
  const QUIET_MS = 5_000;
  const isQuiet = (n: CollectionName) => (quiet.get(n) ?? 0) > Date.now();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let noteResync = (_name: CollectionName, _reason: ResyncReason) => undefined as void;

  // ---- the SDK's own back-off ----
  // After a long outage (or, under Node, a corrupt gRPC frame from the emulator) the Firestore
  // SDK waits out its connection back-off, up to 60 s, even once the network is back: every
  // server read fails 'unavailable' meanwhile and the device stays behind. When reads have
  // failed like that for NUDGE_AFTER_MS while the browser says it is online, restart the SDK's
  // connection (disable + enable network resets the back-off), at most once per NUDGE_EVERY_MS.
  // The check runs on a timer from the first failure, not at the next failed retry: retries
  // are spaced out, and waiting for one would add up to a retry interval to the outage.
  let offlineSince: number | undefined;
  let lastNudge = 0;
  let nudging = false;
  let nudgeTimer: ReturnType<typeof setTimeout> | undefined;
  const serverAnswered = () => {
    offlineSince = undefined;
    clearTimeout(nudgeTimer);
    nudgeTimer = undefined;
  };
  const nudgeIfStuck = () => {
    const now = Date.now();
    offlineSince ??= now;
    if (!browserSaysOnline() || nudging || stopped) return;
    const wait = Math.max(offlineSince + NUDGE_AFTER_MS, lastNudge + NUDGE_EVERY_MS) - now;
    if (wait > 0) {
      nudgeTimer ??= setTimeout(() => {
        nudgeTimer = undefined;
        if (offlineSince !== undefined) nudgeIfStuck();
      }, wait);
      return;
    }
    nudging = true;
    lastNudge = now;
    void disableNetwork(firestore)
      .then(() => (stopped ? undefined : enableNetwork(firestore)))
      .then(() => {
        if (stopped) return;
        // Read everywhere now rather than at each collection's next retry, and retry soon.
        for (const state of states.values()) state.retryTime = baseRetry;
        heal(true);
      })
      .catch(() => undefined)
      .finally(() => {
        nudging = false;
        // Still nothing from the server: check again in NUDGE_EVERY_MS.
        if (offlineSince !== undefined && !stopped) nudgeIfStuck();
      });
  };
  let stopped = false;

  // The security rules let a user read the firm's data only once their profile is on the
  // server. Right after sign-up it is not yet: every other collection would be refused and
  // back off for minutes. So `users` syncs first (its first cycle pushes the new profile),
  // then the rest starts.
  const profileFirst = names.includes('users') && names.length > 1;

  for (const name of names) {
    const collection = db.collections[name] as unknown as RxCollection<Doc>;
    const schema = collection.schema.jsonSchema as never;
    const primaryPath = collection.schema.primaryPath as string;
    const live = options.live ?? true;
    // The listener's refusals (e.g. before a new user's profile reached the server) are
    // retried by the stream itself; they are reported, but the status follows the handlers.
    // Replayed: the handler's first pull runs before RxDB subscribes to the stream.
    const resyncAt$ = new ReplaySubject<number>(4);
    const pullStream$ =
      live && pulled(name)
        ? createPullStream(firestore, name, (error) => streamErrors$.next(error), {
            clock,
            heal$: healAll$,
            resyncAt$,
            watchdogMs,
            isVisible: documentVisible,
            // Lost: the server may have news the device will not hear of. Back: read everything.
            onConnection: (state) => (state === 'lost' ? ((healSeq += 1), onStale()) : heal(true)),
            onResync: (reason) => noteResync(name, reason),
          })
        : undefined;
    const state = replicateRxCollection<Doc, FirestoreCheckpoint>({
      // The same identifiers as the plugin used, so existing devices keep their checkpoints.
      replicationIdentifier: `firestore-${projectId}-${name}${options.identifier ? `-${options.identifier}` : ''}`,
      collection,
      deletedField: '_deleted',
      live,
      retryTime: baseRetry,
      waitForLeadership: options.waitForLeadership ?? true,
      // With `users` replicated, the rest waits for it (see below).
      autoStart: !profileFirst || name === 'users',
      pull: !pulled(name)
        ? undefined
        : {
            handler: createPullHandler({
              firestore,
              collectionName: name,
              primaryPath,
              clock,
              lookbackMs: options.lookbackMs,
              scheduleResync: (ms) => resyncAt$.next(Date.now() + ms),
            }),
            batchSize: options.pullBatchSize ?? 500,
            stream$: pullStream$,
          },
      push: {
        handler: createPushHandler({
          firestore,
          collectionName: name,
          primaryPath,
          isEqual: (a, b) => collection.conflictHandler.isEqual(a as WithDeleted<Doc>, b as WithDeleted<Doc>, 'push'),
          normalize: (doc) => knownFields(schema, doc),
          onRefused: (rows) => setAside(name, collection, rows),
          commitGroups: COMMIT_GROUPS[name],
        }),
        batchSize: options.pushBatchSize ?? 250,
      },
    });
    const readStarted = () => healSeq;
    const readDone = (seq: number) => {
      serverAnswered();
      if ((readSeq.get(name) ?? -1) >= seq) return;
      readSeq.set(name, seq);
      onStale();
    };
    if (pulled(name))
      wrapPullWithValidation(state, name, collection, { readStarted, readDone }, (report) => {
        const key = `${report.collection}/${report.id}`;
        invalid$.next(report);
        if (!invalidSeen.has(key)) {
          invalidSeen.add(key);
          invalidCount$.next(invalidSeen.size);
        }
        void appendLog(db, {
          actorUid,
          action: 'invalid-document',
          collection: name,
          documentId: report.id,
          summary: `Documento recebido do servidor ignorado por ser inválido: ${report.problems.join('; ')}`,
          dedupeKey: `${key}/${report.problems.join(';')}`,
        });
      });
    // Exponential back-off: RxDB waits `retryTime` before retrying; we stretch it per failure.
    subs.add(
      state.error$.subscribe((error) => {
        errors$.next(error);
        const offline = isOfflineError(error);
        const cap = offline && browserSaysOnline() ? MAX_OFFLINE_RETRY_WHILE_ONLINE_MS : offline || isRefusal(error) ? MAX_OFFLINE_RETRY_MS : MAX_RETRY_MS;
        state.retryTime = Math.min((state.retryTime ?? baseRetry) * 2, cap);
      }),
    );
    const reset = () => {
      state.retryTime = baseRetry;
      // The server answered: whatever is still queued is being sent, not waiting for a connection.
      if (problem === 'offline') {
        problem = null;
        publish();
      }
    };
    subs.add(state.sent$.subscribe(reset));
    subs.add(state.received$.subscribe(reset));
    // Documents arrived: not a quiet check any more.
    subs.add(state.received$.subscribe(() => quiet.delete(name)));
    states.set(name, state);
  }
  /**
   * Refused writes (docs/architecture.md, "Refused writes"): kept on the device with their
   * reason, audited, and the collection's merge told to answer them with the server's state.
   */
  async function setAside(name: CollectionName, collection: RxCollection<Doc>, rows: RefusedRow[]): Promise<void> {
    for (const { row, code, onServer } of rows) {
      const local = row.newDocumentState as Doc;
      const kept = await keepRefusedWrite(db, {
        collection: name,
        documentId: String(local[collection.schema.primaryPath as string]),
        code,
        actorUid,
        doc: local,
        base: (row.assumedMasterState as Doc | undefined) ?? null,
        serverHad: onServer !== null,
      });
      (collection.conflictHandler as Partial<YieldingConflictHandler>).yieldToServer?.(local);
      if (!kept) continue;
      refused$.next(kept);
      // A refused audit entry is not audited again (that entry could be refused in turn).
      if (name === 'logs') continue;
      await appendLog(db, {
        actorUid,
        action: 'refused-write',
        collection: name,
        documentId: kept.documentId,
        // Neutral: the screens word the reason from the code (features/sync-status, features/logs).
        summary: `Alteração recusada pelo servidor (${code}); guardada neste dispositivo`,
        dedupeKey: kept.id,
      });
    }
  }

  if (profileFirst) {
    void states
      .get('users')!
      .awaitInitialReplication()
      .then(() => Promise.all([...states].filter(([n]) => n !== 'users').map(([, state]) => state.start())))
      .catch((error: unknown) => errors$.next(error));
  }

  for (const state of states.values()) {
    subs.add(state.sent$.subscribe(serverAnswered));
    subs.add(state.received$.subscribe(serverAnswered));
  }

  // ---- status ----
  const status$ = new BehaviorSubject<SyncStatus>(makeStatus('conectando', { pendingWrites: null }));
  let lastSyncedAt: string | null = null;
  let problem: ErrorMessage | 'offline' | null = null;
  let pending: number | null = null;
  let online = true;
  let leader = !db.multiInstance || !(options.waitForLeadership ?? true);
  const active = new Map<CollectionName, boolean>();
  // active$ starts out false before anything ran: "idle" means nothing until the first
  // full pull/push cycle of a collection has completed.
  const initialDone = new Set<CollectionName>();

  // Only the leader tab replicates; the others show what it reports (same device, same data).
  const statusChannel = db.multiInstance && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`advocacia-sync-status-${db.name}`) : undefined;
  let fromLeader: SyncStatus | undefined;
  // A local write not yet covered by a pending-writes count: the count (and "synced") would
  // otherwise lag the write by the recount's debounce.
  let localWriteSeq = 0;
  let countedSeq = 0;
  const uncountedLocalWrite = () => localWriteSeq !== countedSeq;

  const computeStatus = (): SyncStatus => {
    // Unknown (not yet counted) pending writes are not "synced" either.
    const anyActive = [...active].some(([n, a]) => a && !isQuiet(n)) || initialDone.size < states.size || pending !== 0;
    // 'conectando': online, but the server has not answered yet — the first cycle is not
    // complete, the last attempt could not reach it (until the server answers again), or
    // since the last heal (reconnect, wake, …) not every collection has read from it.
    const connecting = problem === 'offline' || initialDone.size < states.size || !readSinceHeal();
    const phase = !online ? 'offline' : problem && problem !== 'offline' ? 'erro' : connecting ? 'conectando' : anyActive ? 'sincronizando' : 'sincronizado';
    return makeStatus(phase, {
      pendingWrites: pending,
      lastSyncedAt,
      invalidDocuments: invalidCount$.value,
      error: problem && problem !== 'offline' ? problem : null,
      leader: true,
    });
  };
  const publish = () => {
    if (leader) {
      const status = computeStatus();
      status$.next(status);
      statusChannel?.postMessage({ type: 'status', status });
    } else {
      const ownView = makeStatus(online ? 'sincronizando' : 'offline', {
        leader: false,
      });
      status$.next(
        fromLeader
          ? {
              ...fromLeader,
              phase: online ? fromLeader.phase : 'offline',
              leader: false,
            }
          : ownView,
      );
    }
  };
  if (statusChannel) {
    statusChannel.onmessage = (event: MessageEvent<{ type: 'status'; status: SyncStatus } | { type: 'hello' }>) => {
      if (event.data.type === 'hello' && leader) statusChannel.postMessage({ type: 'status', status: computeStatus() });
      if (event.data.type === 'status' && !leader) {
        fromLeader = event.data.status;
        publish();
      }
    };
    if (!leader) statusChannel.postMessage({ type: 'hello' });
  }

  onStale = () => publish();
  noteResync = (name, reason) => {
    if (reason !== 'settle' && reason !== 'watchdog') return void quiet.delete(name);
    if (active.get(name) || isQuiet(name)) return;
    quiet.set(name, Date.now() + QUIET_MS);
    // A background read still running then is shown after all (a slow server is news).
    clearTimeout(quietTimer);
    quietTimer = setTimeout(publish, QUIET_MS + 10);
  };
  for (const [name, state] of states) {
    subs.add(
      state.active$.subscribe((isActive) => {
        active.set(name, isActive);
        // All idle again: every batch since the last idle moment went through.
        if (![...active.values()].some(Boolean) && initialDone.size === states.size) {
          problem = null;
          if (!uncountedLocalWrite() && pending === 0 && readSinceHeal()) lastSyncedAt = nowIso();
        }
        publish();
      }),
    );
  }
  for (const [name, state] of states) {
    state.awaitInitialReplication().then(
      () => {
        initialDone.add(name);
        if (initialDone.size === states.size && ![...active.values()].some(Boolean)) {
          problem = null;
          if (!uncountedLocalWrite() && pending === 0 && readSinceHeal()) lastSyncedAt = nowIso();
        }
        publish();
      },
      () => undefined,
    );
  }
  subs.add(
    errors$.subscribe((error) => {
      problem = isOfflineError(error) ? 'offline' : mapFirestoreError(error);
      if (problem === 'offline') nudgeIfStuck();
      publish();
    }),
  );
  subs.add(browserOnline$().subscribe((value) => ((online = value), publish())));
  subs.add(merge(browserHeals$(watchdogMs), options.heal$ ? options.heal$.pipe(map(() => ({ stale: true }))) : EMPTY).subscribe(({ stale }) => heal(stale)));
  subs.add(invalidCount$.subscribe(() => publish()));
  if (!leader) void db.waitForLeadership().then(() => ((leader = true), recount(), publish()));
  // Local writes (not the replication's own) count as pending at once.
  for (const name of names) {
    const collection = db.collections[name] as unknown as RxCollection<unknown>;
    subs.add(
      collection.eventBulks$.subscribe((bulk) => {
        if (bulk.isLocal || bulk.context.startsWith('replication')) return;
        localWriteSeq++;
        if (pending === 0) pending = bulk.events.length;
        publish();
      }),
    );
  }

  // Pending writes: recounted (debounced) after local writes and after every push/pull.
  const countPendingWrites = async () => {
    let total = 0;
    for (const [name, state] of states) total += await countPendingFor(db.collections[name] as unknown as RxCollection<unknown>, state);
    return total;
  };
  // Counting scans the documents changed since the upstream checkpoint; while a pull is
  // writing thousands of documents that is most of the replica, so it only runs when the
  // replication is idle or cannot reach the server (when the number matters to the shell),
  // and never twice at once.
  let counting = false;
  let recountWanted = false;
  const recount = () => {
    // Only the leader knows what the server confirmed (the replication's meta data).
    if (db.closed || !leader) return;
    const busy = online && problem === null && ([...active.values()].some(Boolean) || initialDone.size < states.size);
    if (busy || counting) {
      recountWanted = true;
      return;
    }
    counting = true;
    recountWanted = false;
    const seq = localWriteSeq;
    countPendingWrites()
      .then(
        (n) => {
          pending = n;
          countedSeq = seq;
          const idle = ![...active.values()].some(Boolean) && initialDone.size === states.size;
          if (n === 0 && idle && !uncountedLocalWrite() && problem === null && readSinceHeal()) lastSyncedAt = nowIso();
          publish();
        },
        () => undefined,
      )
      .finally(() => {
        counting = false;
        if (recountWanted) setTimeout(recount, 0);
      });
  };
  const triggers = merge(
    ...names.map((n) => (db.collections[n] as unknown as RxCollection<unknown>).$),
    ...[...states.values()].flatMap((s) => [s.sent$, s.received$, s.active$]),
    errors$,
  );
  subs.add(triggers.pipe(startWith(null), debounceTime(200)).subscribe(recount));

  return {
    states,
    status$: status$.asObservable(),
    error$: merge(errors$, streamErrors$),
    invalidDocument$: invalid$.asObservable(),
    refused$: refused$.asObservable(),
    async awaitInSync(timeoutMs = 30_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`replication not in sync after ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([Promise.all([...states.values()].map((s) => s.awaitInSync())), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    countPendingWrites,
    async purgeTombstones(purge) {
      const out: Partial<Record<CollectionName, TombstonePurgeResult>> = {};
      for (const [name, state] of states) {
        // The audit trail is never deleted (append-only).
        if (name === 'logs' || stopped || db.closed) continue;
        out[name] = await purgeCollectionTombstones(db.collections[name] as unknown as RxCollection<Doc>, metaInstanceOf(state), purge);
      }
      return out;
    },
    async stop() {
      stopped = true;
      subs.unsubscribe();
      clearTimeout(quietTimer);
      clearTimeout(nudgeTimer);
      statusChannel?.close();
      await Promise.all([...states.values()].map((s) => s.cancel()));
      status$.next(
        makeStatus('parado', {
          lastSyncedAt,
          pendingWrites: pending,
          invalidDocuments: invalidCount$.value,
        }),
      );
      status$.complete();
    },
  };
}

/** The pull handler, wrapped: invalid documents are dropped and reported. */
function wrapPullWithValidation(
  state: CollectionReplication,
  name: CollectionName,
  collection: RxCollection<Record<string, unknown>>,
  reads: { readStarted: () => number; readDone: (token: number) => void },
  report: (r: InvalidDocumentReport) => void,
) {
  const pull = state.pull;
  if (!pull) return;
  const original = pull.handler;
  // Replaced before start() runs (replicateRxCollection starts it after a leadership promise).
  pull.handler = async (checkpoint, batchSize) => {
    let cursor = checkpoint;
    const valid: WithDeleted<Record<string, unknown>>[] = [];
    // Refill the batch when documents were dropped: RxDB treats a short batch as "nothing
    // more on the server" and a batch of 0 as "stop", which would stall on a bad document.
    for (;;) {
      const want = batchSize - valid.length;
      const token = reads.readStarted();
      const result = await original(cursor, want);
      reads.readDone(token);
      for (const raw of result.documents) {
        const outcome = validateIncoming(collection.schema.jsonSchema as never, raw as Record<string, unknown>);
        if (outcome.ok) valid.push(outcome.doc as WithDeleted<Record<string, unknown>>);
        else
          report({
            collection: name,
            id: String((raw as { id?: unknown }).id ?? '?'),
            problems: outcome.problems,
          });
      }
      cursor = result.checkpoint ?? cursor;
      if (valid.length >= batchSize || result.documents.length < want || result.documents.length === 0) {
        return { documents: valid, checkpoint: cursor };
      }
    }
  };
}

const IGNORED = new Set(['_meta', '_rev', '_attachments', 'serverTimestamp']);
function plain(d: Doc): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(d)) if (!IGNORED.has(k) && v !== undefined) out[k] = v;
  out._deleted = d._deleted === true;
  return out;
}

/**
 * Local writes of one collection that Firestore has not confirmed: documents changed after
 * the upstream checkpoint whose state differs from the last state known to be on the
 * server (RxDB's "assumed master state"). Pulled documents equal their master state, so
 * they never count.
 */
/** RxDB's record of the server state for one collection (internal to its replication protocol), once started. */
function metaInstanceOf(state: CollectionReplication): MetaStorage | null {
  const internal = (state as unknown as { internalReplicationState?: { input: { metaInstance: MetaStorage } } }).internalReplicationState;
  return internal?.input.metaInstance ?? null;
}

async function countPendingFor(collection: RxCollection<unknown>, state: CollectionReplication): Promise<number> {
  const meta = metaInstanceOf(state) as MetaInstance | null;
  const storage = collection.storageInstance;
  const primary = collection.schema.primaryPath as string;
  let checkpoint: unknown;
  if (meta) {
    const key = getComposedPrimaryKeyOfDocumentData(meta.schema as never, {
      isCheckpoint: '1',
      itemId: 'up',
    });
    const [doc] = await meta.findDocumentsById([key], false);
    checkpoint = (doc as { checkpointData?: unknown } | undefined)?.checkpointData;
  }
  let count = 0;
  for (;;) {
    const batch = await getChangedDocumentsSince(storage, 1000, checkpoint as never);
    if (batch.documents.length === 0) break;
    const ids = batch.documents.map((d) => String((d as Doc)[primary]));
    const masters = new Map<string, Doc>();
    if (meta) {
      const metaIds = ids.map((id) =>
        getComposedPrimaryKeyOfDocumentData(meta.schema as never, {
          itemId: id,
          isCheckpoint: '0',
        }),
      );
      for (const m of await meta.findDocumentsById(metaIds, true)) {
        const row = m as unknown as { itemId: string; docData: Doc };
        masters.set(row.itemId, row.docData);
      }
    }
    for (const d of batch.documents) {
      const master = masters.get(String((d as Doc)[primary]));
      if (!master || !deepEqual(plain(master), plain(d as Doc))) count++;
    }
    if (batch.documents.length < 1000) break;
    checkpoint = batch.checkpoint;
  }
  return count;
}

type MetaInstance = {
  schema: unknown;
  findDocumentsById(ids: string[], withDeleted: boolean): Promise<unknown[]>;
};
