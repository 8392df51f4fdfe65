/**
 * Asking an outside HTTP API (DataJud, DJEN, Expo's push) again when it could not answer: a 429,
 * a 5xx or no answer at all (network, timeout) is asked again after an exponential back-off
 * (`retryBaseMs`, doubled per retry), until `attempts` tries; any other answer is the caller's to
 * read. Retry-After is not read: DJEN documents a minute after a 429 (its `retryBaseMs`), and
 * DataJud and Expo send none we rely on.
 */

/** Why a request is worth asking again. */
export type RetryableFailure = 'rate-limited' | 'server-error' | 'network';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the n-th retry: retryBaseMs × 2^(n-1). */
  retryBaseMs: number;
  /** Per try. */
  timeoutMs: number;
}

export interface RetryInfo {
  attempt: number;
  waitMs: number;
  failure: RetryableFailure;
  httpStatus: number | null;
}

export interface RetryOptions {
  /** Each try waits its turn (a polite rate shared by a run's requests). */
  pacer?: Pacer;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each back-off wait (tests and logs). */
  onRetry?: (info: RetryInfo) => void;
}

/** The last try's failure, after every attempt. */
export interface GaveUp {
  kind: 'unavailable';
  failure: RetryableFailure;
  httpStatus: number | null;
  attempts: number;
}

export function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Spaces the requests of one run (retries included) at least `minIntervalMs` apart. Shared by
 * every request of a job, so a batch never goes faster than the API's polite rate.
 */
export class Pacer {
  private next = 0;
  constructor(
    private readonly minIntervalMs: number,
    private readonly sleep: (ms: number) => Promise<void> = defaultSleep,
  ) {}
  async wait(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.minIntervalMs;
    if (at > now) await this.sleep(at - now);
  }
}

type Try = { response: Response; text: string } | { failure: RetryableFailure; httpStatus: number | null };

async function once(url: string, init: RequestInit, timeoutMs: number): Promise<Try> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { failure: 'network', httpStatus: null };
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429) return { failure: 'rate-limited', httpStatus: 429 };
  if (response.status >= 500) return { failure: 'server-error', httpStatus: response.status };
  return { response, text };
}

/**
 * Sends the request, again after a back-off while it fails in a way worth retrying; `read` turns
 * the first other answer (its body already read as text) into the result.
 */
export async function fetchWithRetry<T>(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
  read: (response: Response, text: string) => T,
  options: RetryOptions = {},
): Promise<T | GaveUp> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    await options.pacer?.wait();
    const result = await once(url, init, policy.timeoutMs);
    if ('response' in result) return read(result.response, result.text);
    if (attempt >= policy.attempts) return { kind: 'unavailable', ...result, attempts: attempt };
    const waitMs = policy.retryBaseMs * 2 ** (attempt - 1);
    options.onRetry?.({ attempt, waitMs, ...result });
    await sleep(waitMs);
  }
}
