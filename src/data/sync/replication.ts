import {
  BehaviorSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  Subscription,
  debounceTime,
  map,
  merge,
  startWith,
} from 'rxjs';
import type { RxCollection, WithDeleted } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { Firestore } from 'firebase/firestore';
import type { AppDatabase, CollectionName } from '../collections';
import type { SyncStatus } from './status';
import { knownFields } from './validate';
import { ServerClock, type FirestoreCheckpoint } from './firestore-documents';
import { createPullHandler } from './firestore-pull';
import { createPushHandler, type RefusedRow } from './firestore-push';
import { DEFAULT_WATCHDOG_MS, createPullStream } from './firestore-listener';
import { keepRefusedWrite, type RefusedWrite } from './refused-writes';
import { purgeCollectionTombstones, type TombstonePurgeResult } from './tombstone-purge';
import type { YieldingConflictHandler } from './conflict-handler';
import { browserHeals$, browserOnline$, documentVisible } from './browser-signals';
import { HealTracker } from './heals';
import { assumedMasterStates, countPendingFor, metaInstanceOf } from './pending-writes';
import { PushLedger } from './push-ledger';
import { CompanionCommits, findCompanions, type Rider } from './companions';
import { ConsistencyChecker, ForeignHashes, type CheckResult, type CheckedCollection } from './consistency-check';
import { validateIncoming } from './validate';
import { createSdkNudge, nextRetryTime } from './retry';
import { SyncStatusTracker } from './status-tracker';
import { wrapPullWithValidation, type InvalidDocumentReport } from './validated-pull';
import type { SyncAudit, SyncPolicies, SyncPolicy } from './policy';
import type { ServerDeadlines } from './deadline';

export type { InvalidDocumentReport };

type Doc = Record<string, unknown>;

/** One collection's replication (RxDB's protocol with the project's Firestore handlers). */
export type CollectionReplication = RxReplicationState<Doc, FirestoreCheckpoint>;

/**
 * Two-way replication of the local replica with Firestore: RxDB's replication protocol
 * (`replicateRxCollection`) per collection with the project's Firestore handlers
 * (sync/firestore-pull.ts, firestore-push.ts, firestore-listener.ts), Firestore collection names equal to the RxDB ones.
 *
 * - live: each collection listens to its newest document and re-syncs on any change; on a
 *   heal (browser online, tab visible again, wake from sleep, the SDK back on the server)
 *   every collection reads from the server at once, and a watchdog reads when nothing
 *   else did for a while (the SDK can stay silent after a fault);
 * - the pull never skips: a look-back re-reads the last seconds of server stamps once, so a
 *   commit that becomes visible after later-stamped ones still arrives (firestore-pull.ts);
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
  /** Each collection's policy (sync/policy.ts: declared with its definition); none: the default. */
  policies: SyncPolicies;
  /** Writes the sync core's audit entries (conflict losers, refused writes, invalid documents, repairs). */
  audit: SyncAudit;
  /** Default: every collection open in `db`. */
  collections?: readonly CollectionName[];
  /**
   * Collections this person writes but may not read (an atendente's audit entries): their
   * local writes are pushed, nothing is pulled.
   */
  pushOnly?: readonly string[];
  /** Distinguishes replication checkpoints; change it to force a full re-pull. */
  identifier?: string;
  pushBatchSize?: number;
  pullBatchSize?: number;
  /** First retry delay in ms (doubles per consecutive failure, max 60 s). */
  retryTime?: number;
  /** How long a pull's read or a push's transaction may wait for the server (deadline.ts). */
  serverDeadlines?: ServerDeadlines;
  live?: boolean;
  /** Browser: only the leader tab replicates. Tests with one instance may skip it. */
  waitForLeadership?: boolean;
  /** How long after its stamp a commit may still become visible (firestore-pull.ts' DEFAULT_LOOKBACK_MS). */
  lookbackMs?: number;
  /** A server read per collection when none happened for this long while visible (default 25 s); 0: off. */
  watchdogMs?: number;
  /** false: the listener only asks for pulls and does not hand its document to RxDB (default true; see createPullStream). */
  handOver?: boolean;
  /**
   * More heals, besides the browser's own (online, tab visible after a while, wake from
   * sleep): each makes every collection read from the server, and the status waits for
   * those reads before it says 'sincronizado' again.
   */
  heal$?: Observable<unknown>;
  /**
   * Awaited before every push batch (issue 29: a build older than the server's minimum app
   * version holds its pushes; the writes stay queued in the replica). None: push at once.
   */
  pushGate?: () => Promise<void>;
  /**
   * The consistency check (sync/consistency-check.ts): run when everything is pushed and pulled
   * and not verified since the last heal, and every `verifyEveryMs` while visible (default
   * 10 min). false: never ('sincronizado' then means pushed and pulled, unverified).
   */
  verify?: boolean;
  verifyEveryMs?: number;
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
  countPendingWrites(syncedAtLwt?: number): Promise<number>;
  /** Runs the consistency check now (and repairs what differs); what it found and what it cost. */
  checkConsistency(): Promise<CheckResult>;
  /** Every consistency check's result, as it completes. */
  readonly checks$: Observable<CheckResult>;
  /**
   * Removes from this replica the tombstones the server confirmed, older than the retention
   * (sync/tombstone-purge.ts): `retentionDays`, or a collection's own (its policy's tombstoneDays).
   */
  purgeTombstones(options: {
    retentionDays: number;
    now?: number;
  }): Promise<Partial<Record<CollectionName, TombstonePurgeResult>>>;
  stop(): Promise<void>;
}

/**
 * The parts (each in its own module):
 * - `HealTracker` (heals.ts): heals and which collections have read since the last one;
 * - `SyncStatusTracker` (status-tracker.ts): the status state machine and the pending-writes recount;
 * - `countPendingFor` (pending-writes.ts): what the server has not confirmed, from RxDB's meta data;
 * - `nextRetryTime` / `createSdkNudge` (retry.ts): back-off, and restarting a stuck SDK;
 * - `browserHeals$` / `browserOnline$` (browser-signals.ts);
 * - `wrapPullWithValidation` (validated-pull.ts): invalid documents are dropped and reported.
 * This function builds one replication per collection and wires them to those parts.
 */
export function startFirmReplication(options: StartReplicationOptions): FirmReplication {
  const { db, firestore, actorUid, audit } = options;
  const policy = (name: CollectionName): SyncPolicy => options.policies[name] ?? {};
  const names = (options.collections ?? (Object.keys(db.collections) as CollectionName[])).filter(
    (n) => db.collections[n],
  );
  const pulled = (n: CollectionName) => !(options.pushOnly ?? []).includes(n);
  const baseRetry = options.retryTime ?? 2_000;
  const watchdogMs = options.watchdogMs ?? DEFAULT_WATCHDOG_MS;
  const states = new Map<CollectionName, CollectionReplication>();
  const errors$ = new Subject<unknown>();
  const streamErrors$ = new Subject<unknown>();
  const invalid$ = new Subject<InvalidDocumentReport>();
  const invalidSeen = new Set<string>();
  const invalidCount$ = new BehaviorSubject(0);
  const refused$ = new Subject<RefusedWrite>();
  const subs = new Subscription();
  let stopped = false;

  const heals = new HealTracker(names.filter(pulled));
  const nudge = createSdkNudge(firestore, () => {
    // Read everywhere now rather than at each collection's next retry, and retry soon.
    for (const state of states.values()) state.retryTime = baseRetry;
    heals.heal(true);
  });
  /** `syncedAtLwt`: RxDB's local time of the last moment everything was confirmed (status-tracker.ts). */
  const countPendingWrites = async (syncedAtLwt?: number): Promise<number> => {
    let total = 0;
    for (const [name, state] of states)
      total += await countPendingFor(db.collections[name] as unknown as RxCollection<unknown>, state, syncedAtLwt);
    return total;
  };
  const verify = options.verify ?? true;
  const status = new SyncStatusTracker({
    db,
    collectionCount: names.length,
    leader: !db.multiInstance || !(options.waitForLeadership ?? true),
    heals,
    invalidDocuments: () => invalidCount$.value,
    countPendingWrites,
    verificationWanted: verify ? () => verifier.want() : undefined,
  });
  // A hash that lies about its version is a divergence of the server's copy: audited, per version.
  const foreign = new ForeignHashes(db, (collection, lying) => {
    for (const f of lying)
      void audit({
        action: 'invalid-document',
        collection,
        documentId: f.id,
        summary: `Documento com syncHash que não corresponde à sua versão (${f.hash}); a verificação de sincronização usa o valor do servidor`,
        dedupeKey: `${collection}/${f.id}/syncHash/${f.version}`,
      });
  });
  const ledgers = new Map(names.map((n) => [n, new PushLedger()] as const));
  const injects = new Map(names.map((n) => [n, new Subject<Doc[]>()] as const));
  // Entries about other collections' documents (policy `about`) ride in those documents' pushes
  // (companions.ts); not those that wait for other collections (pushesAfter): a carrier would not wait.
  const riders: Rider[] = names
    .filter((n) => policy(n).about && !policy(n).pushesAfter?.length)
    .map((n) => {
      const collection = db.collections[n] as unknown as RxCollection<Doc>;
      return {
        target: {
          collectionName: n,
          primaryPath: collection.schema.primaryPath as string,
          ...pushComparison(collection),
          serverTimeField: policy(n).serverTimeField,
          ledger: ledgers.get(n),
        },
        collection: collection as unknown as RxCollection<unknown>,
        state: () => states.get(n),
        about: policy(n).about!,
      };
    });

  // The security rules let a user read the firm's data only once their profile is on the
  // server. Right after sign-up it is not yet: every other collection would be refused and
  // back off for minutes. So `users` syncs first (its first cycle pushes the new profile),
  // then the rest starts.
  const first = names.find((n) => policy(n).syncsFirst);
  const profileFirst = first !== undefined && names.length > 1;
  const shared: SharedParts = {
    options,
    clock: new ServerClock(),
    projectId: (firestore.app?.options?.projectId as string | undefined) ?? 'firestore',
    watchdogMs,
    baseRetry,
    profileFirst,
    heals,
    streamErrors$,
    setAside: (name, collection, rows) =>
      setAside({ db, actorUid, audit, refused$, appendOnly: !!policy(name).appendOnly }, name, collection, rows),
    policy,
    first,
    pushedAll: async (name) => {
      const state = states.get(name);
      const collection = db.collections[name] as unknown as RxCollection<unknown> | undefined;
      if (!state || !collection) return;
      const until = Date.now() + PUSH_AFTER_MAX_WAIT_MS;
      while (!stopped && Date.now() < until && (await countPendingFor(collection, state)) > 0)
        await new Promise((r) => setTimeout(r, 250));
    },
    ledgers,
    injects,
    foreign,
    riders,
    companions: new CompanionCommits(),
  };

  for (const name of names) {
    const collection = db.collections[name] as unknown as RxCollection<Doc>;
    const state = replicateCollection(shared, name, collection, pulled(name));
    if (pulled(name))
      wrapPullWithValidation(
        state,
        name,
        collection,
        {
          readStarted: () => heals.readStarted(),
          readDone: (token) => {
            nudge.serverAnswered();
            heals.readDone(name, token);
          },
        },
        (report) => {
          const key = `${report.collection}/${report.id}`;
          invalid$.next(report);
          if (!invalidSeen.has(key)) {
            invalidSeen.add(key);
            invalidCount$.next(invalidSeen.size);
          }
          void audit({
            action: 'invalid-document',
            collection: name,
            documentId: report.id,
            summary: `Documento recebido do servidor ignorado por ser inválido: ${report.problems.join('; ')}`,
            dedupeKey: `${key}/${report.problems.join(';')}`,
          });
        },
      );
    // Exponential back-off: RxDB waits `retryTime` before retrying; we stretch it per failure.
    subs.add(
      state.error$.subscribe((error) => {
        errors$.next(error);
        state.retryTime = nextRetryTime(state.retryTime ?? baseRetry, error);
      }),
    );
    const reset = () => {
      state.retryTime = baseRetry;
      status.serverAnswered();
    };
    subs.add(state.sent$.subscribe(reset));
    subs.add(state.received$.subscribe(reset));
    subs.add(state.received$.subscribe(() => heals.endQuiet(name)));
    states.set(name, state);
  }

  if (profileFirst) {
    void states
      .get(first!)!
      .awaitInitialReplication()
      .then(() => Promise.all([...states].filter(([n]) => n !== first).map(([, state]) => state.start())))
      .catch((error: unknown) => errors$.next(error));
  }

  for (const state of states.values()) {
    subs.add(state.sent$.subscribe(() => nudge.serverAnswered()));
    subs.add(state.received$.subscribe(() => nudge.serverAnswered()));
  }

  // ---- consistency check (sync/consistency-check.ts) ----
  const checked: CheckedCollection[] = names.filter(pulled).map((name) => {
    const collection = db.collections[name] as unknown as RxCollection<Doc>;
    return {
      name,
      collection,
      assumedMaster: (ids) => assumedMasterStates(states.get(name)!, ids),
      inject: (docs) => injects.get(name)!.next(docs),
      normalize: (doc) => {
        const outcome = validateIncoming(collection.schema.jsonSchema as never, doc);
        return outcome.ok ? outcome.doc : null;
      },
      serverTimeField: policy(name).serverTimeField,
    };
  });
  const checks$ = new Subject<CheckResult>();
  const checker = new ConsistencyChecker(firestore, checked, foreign);
  // One check at a time (the automatic ones and those asked for): two would repair the same documents.
  let checking: Promise<unknown> = Promise.resolve();
  const runCheck = (): Promise<CheckResult> => {
    const next = checking.then(checkAndLog, checkAndLog);
    checking = next.catch(() => undefined);
    return next;
  };
  const checkAndLog = async (): Promise<CheckResult> => {
    const result = await checker.check();
    for (const c of result.collections) {
      const ids = [...c.tookServer, ...c.requeued];
      if (ids.length === 0) continue;
      // Support sees that it happened, and to which records (ids only: the trail keeps no personal data).
      await audit({
        action: 'sync-repair',
        collection: c.name,
        documentId: ids[0]!,
        summary: `Verificação de sincronização: ${ids.length} documento(s) diferente(s) do servidor, corrigido(s): ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', …' : ''}`,
      });
    }
    checks$.next(result);
    return result;
  };
  const verifier = createVerifier({
    run: runCheck,
    ready: () => !stopped && status.isLeader && status.quietAndRead(),
    healSeq: () => heals.seq,
    passed: (seq) => status.checkPassed(seq),
    failed: () => status.checkFailed(),
    error: (e) => streamErrors$.next(e),
    everyMs: options.verifyEveryMs ?? 10 * 60_000,
    isVisible: documentVisible,
  });

  // ---- status ----
  heals.onChange = () => status.publish();
  heals.onResync = (name, reason) => heals.noteResync(name, reason, status.isActive(name));
  for (const [name, state] of states) subs.add(state.active$.subscribe((isActive) => status.setActive(name, isActive)));
  for (const [name, state] of states)
    state.awaitInitialReplication().then(
      () => status.firstCycleComplete(name),
      () => undefined,
    );
  subs.add(
    errors$.subscribe((error) => {
      if (status.failed(error)) nudge.unreachable();
    }),
  );
  subs.add(browserOnline$().subscribe((value) => status.setOnline(value)));
  subs.add(
    merge(
      browserHeals$(watchdogMs),
      options.heal$ ? options.heal$.pipe(map(() => ({ stale: true }))) : EMPTY,
    ).subscribe(({ stale }) => heals.heal(stale)),
  );
  subs.add(invalidCount$.subscribe(() => status.publish()));
  if (!status.isLeader) void db.waitForLeadership().then(() => status.becameLeader());
  // Local writes (not the replication's own) count as pending at once.
  for (const name of names) {
    const collection = db.collections[name] as unknown as RxCollection<unknown>;
    subs.add(
      collection.eventBulks$.subscribe((bulk) => {
        if (bulk.isLocal || bulk.context.startsWith('replication')) return;
        status.localWrite(bulk.events.length);
      }),
    );
  }
  // Pending writes: recounted (debounced) after local writes and after every push/pull.
  const triggers = merge(
    ...names.map((n) => (db.collections[n] as unknown as RxCollection<unknown>).$),
    ...[...states.values()].flatMap((s) => [s.sent$, s.received$, s.active$]),
    errors$,
  );
  subs.add(triggers.pipe(startWith(null), debounceTime(200)).subscribe(() => status.recount()));

  return {
    states,
    status$: status.status$.asObservable(),
    error$: merge(errors$, streamErrors$),
    invalidDocument$: invalid$.asObservable(),
    refused$: refused$.asObservable(),
    async awaitInSync(timeoutMs = 30_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`replication not in sync after ${timeoutMs} ms`)), timeoutMs);
      });
      // A collection's push can write another collection (a refused write's audit entry goes to
      // the trail) after that one's own wait ended: in sync once a round of waits ends with no
      // collection at work again.
      const allInSync = async () => {
        do await Promise.all([...states.values()].map((s) => s.awaitInSync()));
        while (names.some((n) => status.isActive(n)));
      };
      try {
        await Promise.race([allInSync(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    countPendingWrites,
    checkConsistency: runCheck,
    checks$: checks$.asObservable(),
    async purgeTombstones(purge) {
      const out: Partial<Record<CollectionName, TombstonePurgeResult>> = {};
      for (const [name, state] of states) {
        // A collection may keep its tombstones longer than the retention, or for good (its policy's tombstoneDays).
        const retentionDays = policy(name).tombstoneDays ?? purge.retentionDays;
        if (retentionDays === 'kept' || stopped || db.closed) continue;
        out[name] = await purgeCollectionTombstones(
          db.collections[name] as unknown as RxCollection<Doc>,
          metaInstanceOf(state),
          { ...purge, retentionDays },
        );
      }
      return out;
    },
    async stop() {
      stopped = true;
      verifier.stop();
      checker.stop();
      nudge.stop();
      subs.unsubscribe();
      heals.stop();
      status.closeChannel();
      await Promise.all([...states.values()].map((s) => s.cancel()));
      status.stopped();
    },
  };
}

/** What every collection's replication shares. */
interface SharedParts {
  options: StartReplicationOptions;
  // One server clock for all collections: a fresh stamp in any of them tells how late it is.
  clock: ServerClock;
  projectId: string;
  watchdogMs: number;
  baseRetry: number;
  profileFirst: boolean;
  heals: HealTracker;
  streamErrors$: Subject<unknown>;
  setAside(name: CollectionName, collection: RxCollection<Doc>, rows: RefusedRow[]): Promise<void>;
  policy(name: CollectionName): SyncPolicy;
  /** The collection that syncs before the others (its policy's `syncsFirst`), if any. */
  first: CollectionName | undefined;
  /** Resolves once `name` has no write waiting for the server (or after PUSH_AFTER_MAX_WAIT_MS). */
  pushedAll(name: CollectionName): Promise<void>;
  /** Per collection: its pushes (the pull leaves out what a push overlapped: push-ledger.ts). */
  ledgers: ReadonlyMap<CollectionName, PushLedger>;
  /** Per collection: server documents the consistency check hands to RxDB. */
  injects: ReadonlyMap<CollectionName, Subject<Doc[]>>;
  foreign: ForeignHashes;
  /** Collections whose entries ride in other collections' pushes, and what those pushes carried (companions.ts). */
  riders: readonly Rider[];
  companions: CompanionCommits;
}

/** How a push compares a collection's documents: its merge's equality, and the server's copy brought to the fields this app version knows. */
function pushComparison(collection: RxCollection<Doc>) {
  return {
    isEqual: (a: Doc, b: Doc) =>
      collection.conflictHandler.isEqual(a as WithDeleted<Doc>, b as WithDeleted<Doc>, 'push'),
    normalize: (doc: Doc) => knownFields(collection.schema.jsonSchema as never, doc),
  };
}

/** One collection's replication: RxDB's protocol with the project's pull stream, pull and push handlers. */
function replicateCollection(
  shared: SharedParts,
  name: CollectionName,
  collection: RxCollection<Doc>,
  pulled: boolean,
): CollectionReplication {
  const { options, clock, heals } = shared;
  const firestore = options.firestore;
  const primaryPath = collection.schema.primaryPath as string;
  const live = options.live ?? true;
  const ledger = shared.ledgers.get(name);
  // The entries of other collections this one's pushes may carry (companions.ts).
  const carriable = shared.riders.filter((r) => r.target.collectionName !== name);
  const riding = shared.riders.find((r) => r.target.collectionName === name);
  // The listener's refusals (e.g. before a new user's profile reached the server) are
  // retried by the stream itself; they are reported, but the status follows the handlers.
  // Replayed: the handler's first pull runs before RxDB subscribes to the stream.
  const resyncAt$ = new ReplaySubject<number>(4);
  const pullStream$ =
    live && pulled
      ? createPullStream(firestore, name, (error) => shared.streamErrors$.next(error), {
          clock,
          heal$: heals.healAll$,
          resyncAt$,
          watchdogMs: shared.watchdogMs,
          isVisible: documentVisible,
          // Lost: the server may have news the device will not hear of. Back: read everything.
          onConnection: (state) => (state === 'lost' ? heals.lost() : heals.heal(true)),
          onResync: (reason) => heals.onResync(name, reason),
          primaryPath: options.handOver === false ? undefined : primaryPath,
          ledger,
          inject$: shared.injects.get(name),
          serverTimeField: shared.policy(name).serverTimeField,
        })
      : undefined;
  return replicateRxCollection<Doc, FirestoreCheckpoint>({
    // The same identifiers as the plugin used, so existing devices keep their checkpoints.
    replicationIdentifier: `firestore-${shared.projectId}-${name}${options.identifier ? `-${options.identifier}` : ''}`,
    collection,
    deletedField: '_deleted',
    live,
    retryTime: shared.baseRetry,
    waitForLeadership: options.waitForLeadership ?? true,
    // With `users` replicated, the rest waits for it (startFirmReplication).
    autoStart: !shared.profileFirst || name === shared.first,
    pull: !pulled
      ? undefined
      : {
          handler: createPullHandler({
            firestore,
            collectionName: name,
            primaryPath,
            clock,
            lookbackMs: options.lookbackMs,
            scheduleResync: (ms) => resyncAt$.next(Date.now() + ms),
            ledger,
            onForeignHashes: (found) => void shared.foreign.remember(name, found),
            serverTimeField: shared.policy(name).serverTimeField,
            deadlines: options.serverDeadlines,
          }),
          batchSize: options.pullBatchSize ?? 500,
          stream$: pullStream$,
        },
    push: {
      handler: gatedPush(
        pushGateOf(shared, name),
        createPushHandler({
          firestore,
          collectionName: name,
          primaryPath,
          ...pushComparison(collection),
          onRefused: (rows) => shared.setAside(name, collection, rows),
          commitGroups: shared.policy(name).commitGroups,
          ledger,
          serverTimeField: shared.policy(name).serverTimeField,
          companions: carriable.length
            ? { find: findCompanions(name, carriable), commits: shared.companions }
            : undefined,
          carried: riding ? { commits: shared.companions } : undefined,
          deadlines: options.serverDeadlines,
        }),
      ),
      batchSize: options.pushBatchSize ?? 250,
    },
  });
}

/**
 * Refused writes (docs/architecture.md, "Refused writes"): kept on the device with their
 * reason, audited, and the collection's merge told to answer them with the server's state.
 */
async function setAside(
  {
    db,
    actorUid,
    audit,
    refused$,
    appendOnly,
  }: { db: AppDatabase; actorUid: string; audit: SyncAudit; refused$: Subject<RefusedWrite>; appendOnly: boolean },
  name: CollectionName,
  collection: RxCollection<Doc>,
  rows: RefusedRow[],
): Promise<void> {
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
    // A refused entry of an append-only collection (the audit trail) is not audited again (that entry could be refused in turn).
    if (appendOnly) continue;
    await audit({
      action: 'refused-write',
      collection: name,
      documentId: kept.documentId,
      // Neutral: the screens word the reason from the code (features/sync-status, features/logs).
      summary: `Alteração recusada pelo servidor (${code}); guardada neste dispositivo`,
      dedupeKey: kept.id,
    });
  }
}

/**
 * When the consistency check runs: as soon as everything is pushed and pulled and the device
 * is not verified since the last heal (the status asks: `want`), and every `everyMs` while
 * visible. Never two at once; at least 2 s between two, 60 s after three checks in a row that
 * found differences (a repair that does not hold is not retried in a loop), 30 s after one that
 * failed (the server did not answer: the status stays unverified, the error is reported).
 */
function createVerifier(o: {
  run: () => Promise<CheckResult>;
  ready: () => boolean;
  healSeq: () => number;
  passed: (healSeq: number) => void;
  failed: () => void;
  error: (error: unknown) => void;
  everyMs: number;
  isVisible: () => boolean;
}) {
  let running = false;
  let stopped = false;
  let lastStart = 0;
  let differing = 0;
  let failedAt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (stopped || running || !o.ready()) return;
    const gap = Math.max(
      (differing >= 3 ? 60_000 : 2_000) - (Date.now() - lastStart),
      30_000 - (Date.now() - failedAt),
    );
    if (gap > 0) {
      retry ??= setTimeout(() => {
        retry = undefined;
        start();
      }, gap);
      return;
    }
    running = true;
    lastStart = Date.now();
    const seq = o.healSeq();
    let again = true;
    o.run()
      .then(
        (result) => {
          differing = result.equal ? 0 : differing + 1;
          again = !result.equal;
          if (result.equal) o.passed(seq);
          else o.failed();
        },
        (error: unknown) => {
          failedAt = Date.now();
          o.error(error);
        },
      )
      .finally(() => {
        running = false;
        // Not verified yet (differences repaired, or no answer): the next check, after its gap.
        if (again) start();
      });
  };
  const periodic = setInterval(() => {
    if (o.isVisible()) start();
  }, o.everyMs);
  return {
    want: start,
    stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(periodic);
    },
  };
}

/**
 * How long a push waits for the collections it pushes after (policy `pushesAfter`) before it goes
 * anyway: a write of theirs the server refuses must not hold this queue for good (a refusal of
 * this one is then set aside, and restored by the person).
 */
const PUSH_AFTER_MAX_WAIT_MS = 20_000;

/** What a collection's push waits on: the minimum app version (issue 29), then the collections it pushes after. */
function pushGateOf(shared: SharedParts, name: CollectionName): (() => Promise<void>) | undefined {
  const after = (shared.policy(name).pushesAfter ?? []) as CollectionName[];
  const appVersion = shared.options.pushGate;
  if (after.length === 0) return appVersion;
  return async () => {
    await appVersion?.();
    for (const other of after) await shared.pushedAll(other);
  };
}

/** A push handler that first waits on `gate` (none: the handler itself). */
function gatedPush<A extends unknown[], R>(
  gate: (() => Promise<void>) | undefined,
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  if (!gate) return handler;
  return async (...args: A) => {
    await gate();
    return handler(...args);
  };
}
