import { firstValueFrom, filter, timeout, type Observable } from 'rxjs';

/**
 * Every wait in the sync tests has its own deadline: broken replication does not fail,
 * it hangs, and a hanging test says nothing about why.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 30_000,
  every = 25,
): Promise<T> {
  const started = Date.now();
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as T;
    } catch (e) {
      last = e;
    }
    if (Date.now() - started > ms)
      throw new Error(`timed out after ${ms} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

export function waitForValue<T>(
  what: string,
  source: Observable<T>,
  predicate: (v: T) => boolean,
  ms = 10_000,
): Promise<T> {
  return firstValueFrom(
    source.pipe(
      filter(predicate),
      timeout({
        first: ms,
        with: () => {
          throw new Error(`timed out after ${ms} ms waiting for ${what}`);
        },
      }),
    ),
  );
}
