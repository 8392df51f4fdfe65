/**
 * Which documents of one collection this device is pushing or has just pushed, so a server
 * read that overlapped a push is not taken for the server's current state.
 *
 * RxDB's downstream writes a pulled document over the local one when the local one equals
 * its record of the server state. A pull that read the server *before* a push of the same
 * document committed, and is stored *after* the push updated that record, therefore writes
 * the older server version over the pushed one (seen in the chaos test: a deleted client
 * came back on screen, and the edits made to it were lost to the delete). The pull and the
 * listener's hand-over leave such documents out; the pull that follows (asked for at once)
 * reads them again, after the push.
 */
export interface ReadMark {
  readonly epoch: number;
}

/** How long after its push a document handed over by the listener is not trusted (its snapshot may predate the push). */
export const HAND_OVER_GUARD_MS = 5_000;
const KEEP_MS = 60_000;

export class PushLedger {
  private epoch = 0;
  private readonly inFlight = new Map<string, number>();
  private readonly touched = new Map<string, { epoch: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A push of these documents is about to be sent. */
  pushStarted(ids: readonly string[]): void {
    this.epoch++;
    for (const id of ids) this.inFlight.set(id, (this.inFlight.get(id) ?? 0) + 1);
    this.note(ids);
  }

  /** That push is over (committed or not: either way the server may have moved). */
  pushEnded(ids: readonly string[]): void {
    this.epoch++;
    for (const id of ids) {
      const n = (this.inFlight.get(id) ?? 1) - 1;
      if (n > 0) this.inFlight.set(id, n);
      else this.inFlight.delete(id);
    }
    this.note(ids);
  }

  /** Taken just before a server read. */
  readStarted(): ReadMark {
    return { epoch: this.epoch };
  }

  /** True when a push of `id` overlapped the read that started at `mark`: what it read may be older than the device's. */
  overlapped(id: string, mark: ReadMark): boolean {
    return this.inFlight.has(id) || (this.touched.get(id)?.epoch ?? -1) > mark.epoch;
  }

  /** True while `id` is being pushed or was pushed less than `guardMs` ago. */
  recentlyPushed(id: string, guardMs = HAND_OVER_GUARD_MS): boolean {
    const t = this.touched.get(id);
    return this.inFlight.has(id) || (!!t && this.now() - t.at < guardMs);
  }

  private note(ids: readonly string[]): void {
    const at = this.now();
    for (const id of ids) this.touched.set(id, { epoch: this.epoch, at });
    if (this.touched.size > 2_000) {
      // Reads take seconds, not minutes: older entries can no longer overlap one.
      for (const [id, t] of this.touched) if (at - t.at > KEEP_MS && !this.inFlight.has(id)) this.touched.delete(id);
    }
  }
}
