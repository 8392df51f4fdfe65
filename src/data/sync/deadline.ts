/**
 * Deadlines on the replication's server calls. The Firestore SDK gives none: a read from the
 * server waits for its Listen target to become current and a transaction for its RPCs, and a
 * connection that stops moving without closing (a tablet changing networks at the court, a
 * proxy that drops packets, the official emulator's Listen glitches) leaves the call pending
 * for good. RxDB runs a collection's pulls one after the other, and its pushes too, so one
 * call that never ends holds the collection: its writes stay "pendentes", the device never
 * catches up, and nothing says why.
 *
 * Past its deadline a call fails `deadline-exceeded` (an offline code: the status shows
 * "Conectando…" and RxDB retries). The SDK's call is not cancelled — the public API cannot —
 * so a late answer is dropped, and a late commit is harmless: the next push finds the server
 * holding the state it pushes and writes nothing (firestore-push.ts, compareAndSet).
 */

export interface ServerDeadlines {
  /** A read: base time plus time per document asked for. */
  readBaseMs: number;
  readPerDocMs: number;
  /** A push's transaction: base time plus time per row. */
  pushBaseMs: number;
  pushPerRowMs: number;
}

/**
 * Generous: a full pull (500 documents) may take 50 s, a full push (250 rows) 85 s, before the
 * device calls the server unreachable — a slow link still gets its answer; a dead one is found.
 */
export const DEFAULT_SERVER_DEADLINES: ServerDeadlines = {
  readBaseMs: 30_000,
  readPerDocMs: 40,
  pushBaseMs: 60_000,
  pushPerRowMs: 100,
};

/** What a call past its deadline fails with; `code` as the SDK's own errors (sync/errors.ts reads it). */
export class ServerDeadlineError extends Error {
  readonly code = 'deadline-exceeded';
  constructor(
    readonly what: string,
    readonly afterMs: number,
  ) {
    super(`${what}: no answer from the server after ${afterMs} ms`);
    this.name = 'ServerDeadlineError';
  }
}

/** `call`'s result, or ServerDeadlineError once `ms` have passed without one. */
export function withDeadline<T>(call: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServerDeadlineError(what, ms)), ms);
  });
  // A call that fails after its deadline has nobody listening: not an unhandled rejection.
  call.catch(() => undefined);
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

export function isDeadlineError(error: unknown): error is ServerDeadlineError {
  return error instanceof ServerDeadlineError;
}
