import { BehaviorSubject, filter, firstValueFrom } from 'rxjs';

/**
 * One collection's pushes in flight, so that stopping its replication lets a push the server
 * has answered be recorded first.
 *
 * RxDB writes its record of the server state (the "assumed master state" the next push
 * compares against and the merge takes as the base) only if the replication is still running
 * when the push handler returns (rxdb/replication-protocol/upstream.js: cancelled or paused →
 * nothing recorded). Stopped in between — sign-out, revocation, the session ending — the
 * device forgets what its last push committed: the next push of that record meets "the
 * server has something else", and a new record merges as if both sides had created it, every
 * field changed since logged as a conflict with the device's own earlier version.
 */
export class PushesInFlight {
  private readonly running = new BehaviorSubject(0);
  /** The last push that ended got the server's answer (RxDB records it next); false after an error. */
  private answered = false;

  /** `handler`, counted while it runs. */
  track<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args: A) => {
      this.running.next(this.running.value + 1);
      this.answered = false;
      try {
        const result = await handler(...args);
        this.answered = true;
        return result;
      } finally {
        this.running.next(this.running.value - 1);
      }
    };
  }

  /**
   * Resolves once no push is running and, when the last one was answered, RxDB has recorded
   * it (its upstream is idle) — or after `maxMs`: a push that cannot reach the server has
   * nothing to record, and stopping must not wait for the network.
   */
  /** `state`: the collection's RxReplicationState. */
  async settle(state: object, maxMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs)));
    const settled = (async () => {
      await firstValueFrom(this.running.pipe(filter((n) => n === 0)));
      const upstreamActive = (
        state as { internalReplicationState?: { events: { active: { up: BehaviorSubject<boolean> } } } }
      ).internalReplicationState?.events.active.up;
      if (this.answered && upstreamActive) await firstValueFrom(upstreamActive.pipe(filter((active) => !active)));
    })();
    try {
      await Promise.race([settled, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
