import { deepEqual } from 'rxdb';
import { BehaviorSubject } from 'rxjs';
import type { AppDatabase, CollectionName } from '../collections';
import { nowIso } from './clock';
import { isOfflineError, mapFirestoreError, type SyncError } from './errors';
import { makeStatus, type SyncPhase, type SyncStatus } from './status';
import type { HealTracker } from './heals';

const TIMES_ID = 'sync-times';
interface StoredTimes {
  lastSyncedAt: string | null;
  verifiedAt: string | null;
  /** Date.now() of lastSyncedAt on this device (RxDB's write times are on it, not on the server's clock). */
  syncedAtLwt?: number | null;
}

export interface StatusTrackerOptions {
  db: AppDatabase;
  /** How many collections replicate: the first cycle is complete when each has done one. */
  collectionCount: number;
  /** Whether this tab replicates now (not waiting for leadership). */
  leader: boolean;
  heals: HealTracker;
  invalidDocuments: () => number;
  /**
   * `syncedAtLwt`: this device's time (RxDB's local write time) of the last moment everything was
   * confirmed — what counts when RxDB's record of the server state is not open yet (pending-writes.ts).
   */
  countPendingWrites: (syncedAtLwt?: number) => Promise<number>;
  /** Everything is pushed and pulled but not verified since the last heal: a consistency check is wanted. */
  verificationWanted?: () => void;
}

/**
 * The replication's status (sync/status.ts phases) from what the collections report: which
 * are busy, which finished their first cycle, the last error, the browser's online flag, the
 * pending-writes count. Only the leader tab replicates; the others show what it reports over
 * a BroadcastChannel (same device, same data).
 */
export class SyncStatusTracker {
  readonly status$ = new BehaviorSubject<SyncStatus>(makeStatus('conectando', { pendingWrites: null }));
  private lastSyncedAt: string | null = null;
  private verifiedAt: string | null = null;
  // The heal the last passing check followed (-1: none yet this session).
  private verifiedHealSeq = -1;
  private problem: SyncError | 'offline' | null = null;
  private pending: number | null = null;
  private online = true;
  private leader: boolean;
  private readonly active = new Map<CollectionName, boolean>();
  // active$ starts out false before anything ran: "idle" means nothing until the first
  // full pull/push cycle of a collection has completed.
  private readonly initialDone = new Set<CollectionName>();
  private readonly statusChannel: BroadcastChannel | undefined;
  private fromLeader: SyncStatus | undefined;
  // A local write not yet covered by a pending-writes count: the count (and "synced") would
  // otherwise lag the write by the recount's debounce.
  private localWriteSeq = 0;
  private countedSeq = 0;
  private counting = false;
  private recountWanted = false;
  private storedTimes = 'null|null';
  private syncedAtLwt: number | undefined;
  private restored: Promise<void> = Promise.resolve();

  constructor(private readonly options: StatusTrackerOptions) {
    const { db } = options;
    this.leader = options.leader;
    this.restored = this.restoreTimes().catch(() => undefined);
    this.statusChannel =
      db.multiInstance && typeof BroadcastChannel !== 'undefined'
        ? new BroadcastChannel(`advocacia-sync-status-${db.name}`)
        : undefined;
    const channel = this.statusChannel;
    if (channel) {
      channel.onmessage = (event: MessageEvent<{ type: 'status'; status: SyncStatus } | { type: 'hello' }>) => {
        if (event.data.type === 'hello' && this.leader) channel.postMessage({ type: 'status', status: this.compute() });
        if (event.data.type === 'status' && !this.leader) {
          this.fromLeader = event.data.status;
          this.publish();
        }
      };
      if (!this.leader) channel.postMessage({ type: 'hello' });
    }
  }

  /**
   * The last sync and the last verification survive a reload (issue 41: after an offline
   * reload the details said "Nunca" and "Ainda não verificado" for a device synced and
   * verified minutes before). Kept in a local document of the replica: device bookkeeping,
   * gone with the replica. 'sincronizado' still needs a check in this session.
   */
  private async restoreTimes(): Promise<void> {
    const local = await this.options.db.getLocal<StoredTimes>(TIMES_ID).catch(() => null);
    if (!local) return;
    const lwt = local.get('syncedAtLwt');
    if (this.syncedAtLwt === undefined && typeof lwt === 'number') this.syncedAtLwt = lwt;
    const later = (a: string | null, b: unknown) => (typeof b === 'string' && (!a || b > a) ? b : a);
    this.lastSyncedAt = later(this.lastSyncedAt, local.get('lastSyncedAt'));
    this.verifiedAt = later(this.verifiedAt, local.get('verifiedAt'));
    this.storedTimes = `${this.lastSyncedAt}|${this.verifiedAt}`;
    this.publish();
  }

  /** Everything pushed and pulled, nothing pending: now is the last sync. */
  private markSynced(): void {
    this.lastSyncedAt = nowIso();
    this.syncedAtLwt = Date.now();
  }

  private saveTimes(): void {
    const key = `${this.lastSyncedAt}|${this.verifiedAt}`;
    if (key === this.storedTimes || this.options.db.closed || !this.leader) return;
    this.storedTimes = key;
    const times: StoredTimes = {
      lastSyncedAt: this.lastSyncedAt,
      verifiedAt: this.verifiedAt,
      syncedAtLwt: this.syncedAtLwt ?? null,
    };
    void this.options.db.upsertLocal<StoredTimes>(TIMES_ID, times).catch(() => undefined);
  }

  get isLeader(): boolean {
    return this.leader;
  }

  isActive(name: CollectionName): boolean {
    return this.active.get(name) === true;
  }

  private anyActive(): boolean {
    return [...this.active.values()].some(Boolean);
  }

  private firstCycleDone(): boolean {
    return this.initialDone.size === this.options.collectionCount;
  }

  private uncountedLocalWrite(): boolean {
    return this.localWriteSeq !== this.countedSeq;
  }

  /** All idle after every first cycle: every batch since the last idle moment went through. */
  private settledIfIdle(): void {
    if (this.anyActive() || !this.firstCycleDone()) return;
    this.problem = null;
    if (!this.uncountedLocalWrite() && this.pending === 0 && this.options.heals.readSinceHeal()) this.markSynced();
  }

  setActive(name: CollectionName, isActive: boolean): void {
    this.active.set(name, isActive);
    this.settledIfIdle();
    this.publish();
  }

  firstCycleComplete(name: CollectionName): void {
    this.initialDone.add(name);
    this.settledIfIdle();
    this.publish();
  }

  /** A replication error; true when it only means the server cannot be reached. */
  failed(error: unknown): boolean {
    this.problem = isOfflineError(error) ? 'offline' : mapFirestoreError(error);
    this.publish();
    return this.problem === 'offline';
  }

  /** The server answered: whatever is still queued is being sent, not waiting for a connection. */
  serverAnswered(): void {
    if (this.problem !== 'offline') return;
    this.problem = null;
    this.publish();
  }

  setOnline(online: boolean): void {
    this.online = online;
    this.publish();
  }

  becameLeader(): void {
    this.leader = true;
    this.recount();
    this.publish();
  }

  /** Local writes (not the replication's own) count as pending at once. */
  localWrite(count: number): void {
    this.localWriteSeq++;
    if (this.pending === 0) this.pending = count;
    this.publish();
  }

  private compute(): SyncStatus {
    const { heals, collectionCount } = this.options;
    // Unknown (not yet counted) pending writes are not "synced" either.
    const anyActive =
      [...this.active].some(([n, a]) => a && !heals.isQuiet(n)) ||
      this.initialDone.size < collectionCount ||
      this.pending !== 0;
    // 'conectando': online, but the server has not answered yet — the first cycle is not
    // complete, the last attempt could not reach it (until the server answers again), or
    // since the last heal (reconnect, wake, …) not every collection has read from it.
    const connecting = this.problem === 'offline' || this.initialDone.size < collectionCount || !heals.readSinceHeal();
    const problem = this.problem;
    let phase: SyncPhase = !this.online
      ? 'offline'
      : problem && problem !== 'offline'
        ? 'erro'
        : connecting
          ? 'conectando'
          : anyActive
            ? 'sincronizando'
            : 'sincronizado';
    // 'sincronizado' means verified: until a check has passed since the last heal, the device
    // may differ from the server while everything looks done.
    if (phase === 'sincronizado' && !this.verified()) {
      phase = 'sincronizando';
      if (this.options.verificationWanted) setTimeout(this.options.verificationWanted, 0);
    }
    return makeStatus(phase, {
      pendingWrites: this.pending,
      lastSyncedAt: this.lastSyncedAt,
      verifiedAt: this.verifiedAt,
      invalidDocuments: this.options.invalidDocuments(),
      error: problem && problem !== 'offline' ? problem : null,
      leader: true,
    });
  }

  private verified(): boolean {
    return !this.options.verificationWanted || this.verifiedHealSeq === this.options.heals.seq;
  }

  /** True when everything is pushed and pulled since the last heal (a check now means something). */
  quietAndRead(): boolean {
    const { heals } = this.options;
    return (
      this.online &&
      this.problem === null &&
      this.firstCycleDone() &&
      heals.readSinceHeal() &&
      this.pending === 0 &&
      !this.uncountedLocalWrite() &&
      ![...this.active].some(([n, a]) => a && !heals.isQuiet(n))
    );
  }

  /** A consistency check that started after heal `healSeq` found the device equal to the server. */
  checkPassed(healSeq: number): void {
    if (healSeq !== this.options.heals.seq) return;
    this.verifiedHealSeq = healSeq;
    this.verifiedAt = nowIso();
    this.publish();
  }

  /** A check found differences (and repaired them): not verified until one passes. */
  checkFailed(): void {
    this.verifiedHealSeq = -1;
    this.publish();
  }

  publish(): void {
    if (this.leader) {
      const status = this.compute();
      this.saveTimes();
      if (!this.changes(status)) return;
      this.status$.next(status);
      this.statusChannel?.postMessage({ type: 'status', status });
    } else {
      const ownView = makeStatus(this.online ? 'sincronizando' : 'offline', {
        leader: false,
      });
      const status = this.fromLeader
        ? {
            ...this.fromLeader,
            phase: this.online ? this.fromLeader.phase : 'offline',
            leader: false,
          }
        : ownView;
      if (this.changes(status)) this.status$.next(status);
    }
  }

  /**
   * The same status again is not news: each collection's busy/idle flips, recounts and heals
   * publish, dozens of times while a start's cycles run, and every emission re-renders what
   * shows the status (the shell's badge, the home page's card).
   */
  private changes(status: SyncStatus): boolean {
    return !deepEqual(status, this.status$.value);
  }

  /**
   * Pending writes, recounted (debounced by the caller) after local writes and after every
   * push/pull. Counting scans the documents changed since the upstream checkpoint; while a
   * pull is writing thousands of documents that is most of the replica, so it only runs when
   * the replication is idle or cannot reach the server (when the number matters to the
   * shell), and never twice at once.
   */
  recount(): void {
    // Only the leader knows what the server confirmed (the replication's meta data).
    if (this.options.db.closed || !this.leader) return;
    const busy =
      this.online &&
      this.problem === null &&
      (this.anyActive() || this.initialDone.size < this.options.collectionCount);
    if (busy || this.counting) {
      this.recountWanted = true;
      return;
    }
    this.counting = true;
    this.recountWanted = false;
    const seq = this.localWriteSeq;
    this.restored
      .then(() => this.options.countPendingWrites(this.syncedAtLwt))
      .then(
        (n) => {
          this.pending = n;
          this.countedSeq = seq;
          const idle = !this.anyActive() && this.firstCycleDone();
          if (
            n === 0 &&
            idle &&
            !this.uncountedLocalWrite() &&
            this.problem === null &&
            this.options.heals.readSinceHeal()
          )
            this.markSynced();
          this.publish();
        },
        () => undefined,
      )
      .finally(() => {
        this.counting = false;
        if (this.recountWanted) setTimeout(() => this.recount(), 0);
      });
  }

  /** Stopping: the other tabs hear nothing more from this one. */
  closeChannel(): void {
    this.statusChannel?.close();
  }

  /** Replication stopped: the last status, then complete. */
  stopped(): void {
    this.status$.next(
      makeStatus('parado', {
        lastSyncedAt: this.lastSyncedAt,
        verifiedAt: this.verifiedAt,
        pendingWrites: this.pending,
        invalidDocuments: this.options.invalidDocuments(),
      }),
    );
    this.status$.complete();
  }
}
