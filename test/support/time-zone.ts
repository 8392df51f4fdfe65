import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the calling test file in `zone` (Node reads TZ on every Date call) and puts back
 * whatever the runner had. Dates the firm sees are local: pin Brasília to test them.
 */
export function pinTimeZone(zone = 'America/Sao_Paulo'): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}
