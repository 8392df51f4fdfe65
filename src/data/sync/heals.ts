import { Subject } from 'rxjs';
import type { CollectionName } from '../collections';
import type { ResyncReason } from './firestore-listener';

const QUIET_MS = 5_000;

/**
 * Heals: what the device knew of the server may be old, so every collection reads again.
 *
 * `healSeq` counts heals; a collection is "read since the last heal" when a pull that started
 * after it has succeeded (`readSeq`). Until every pulled collection is, the status is not
 * 'sincronizado'.
 *
 * Quiet reads: background reads (look-back, watchdog) that find nothing are not shown as
 * 'sincronizando': until when a collection's activity is such a read (RxDB's active$ flips more
 * than once per pull, so it cannot say when the read ended; news or any other trigger ends it).
 */
export class HealTracker {
  /** Every collection's pull stream reads from the server when this fires. */
  readonly healAll$ = new Subject<void>();
  private healSeq = 0;
  private readonly readSeq = new Map<CollectionName, number>();
  private healQueued = false;
  private readonly quiet = new Map<CollectionName, number>();
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  /** What changes the status (set once the status exists). */
  onChange: () => void = () => undefined;
  /** A collection's stream is about to read again, and why (set once the status exists: `noteResync`). */
  onResync: (name: CollectionName, reason: ResyncReason) => void = () => undefined;

  constructor(private readonly pulledNames: readonly CollectionName[]) {}

  /** A heal; `stale`: what was read before may be old, so the status waits for new reads. */
  heal(stale: boolean): void {
    if (stale) this.lost();
    // Several listeners come back at once after a reconnect: one wave of reads.
    if (this.healQueued) return;
    this.healQueued = true;
    setTimeout(() => {
      this.healQueued = false;
      this.healAll$.next();
    }, 0);
  }

  /** The server may have news the device will not hear of (a listener lost it). */
  lost(): void {
    this.healSeq += 1;
    this.onChange();
  }

  /** Counts heals: a verification is about the heal it followed. */
  get seq(): number {
    return this.healSeq;
  }

  readSinceHeal(): boolean {
    return this.pulledNames.every((n) => (this.readSeq.get(n) ?? -1) >= this.healSeq);
  }

  /** A pull is starting: the token to hand back to `readDone`. */
  readStarted(): number {
    return this.healSeq;
  }

  readDone(name: CollectionName, token: number): void {
    if ((this.readSeq.get(name) ?? -1) >= token) return;
    this.readSeq.set(name, token);
    this.onChange();
  }

  isQuiet(name: CollectionName): boolean {
    return (this.quiet.get(name) ?? 0) > Date.now();
  }

  /** Documents arrived: not a quiet check any more. */
  endQuiet(name: CollectionName): void {
    this.quiet.delete(name);
  }

  noteResync(name: CollectionName, reason: ResyncReason, active: boolean): void {
    if (reason !== 'settle' && reason !== 'watchdog') return void this.quiet.delete(name);
    if (active || this.isQuiet(name)) return;
    this.quiet.set(name, Date.now() + QUIET_MS);
    // A background read still running then is shown after all (a slow server is news).
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => this.onChange(), QUIET_MS + 10);
  }

  stop(): void {
    clearTimeout(this.quietTimer);
  }
}
