import { describe, expect, it } from 'vitest';
import { UnsyncedWritesError } from '@/data';
import { logoutAndClearDevice } from '@/features/auth/api/device-logout';

/** Records what logout did, in order. */
function recorder(wipeOutcome: 'ok' | UnsyncedWritesError | Error) {
  const steps: string[] = [];
  return {
    steps,
    deps: {
      signOut: async () => void steps.push('signOut'),
      clearCaches: () => void steps.push('clearCaches'),
      forgetPush: async () => void steps.push('forgetPush'),
      wipe: async () => {
        steps.push('wipe');
        if (wipeOutcome !== 'ok') throw wipeOutcome;
      },
    },
  };
}

describe('logoutAndClearDevice', () => {
  it("with everything on the server: wipes, stops this device's alerts (still signed in, so the backend is told), clears the caches, then signs out", async () => {
    const { steps, deps } = recorder('ok');
    expect(await logoutAndClearDevice({ ...deps, serverless: () => false })).toEqual({ signedOut: true, wiped: true });
    expect(steps).toEqual(['wipe', 'forgetPush', 'clearCaches', 'signOut']);
  });

  it('with pending work: touches nothing (alerts keep coming), stays signed in and says what is pending', async () => {
    const pending = { writes: 2, uploads: 1, refused: 0 };
    const { steps, deps } = recorder(new UnsyncedWritesError(pending));
    expect(await logoutAndClearDevice({ ...deps, serverless: () => false })).toEqual({ signedOut: false, pending });
    expect(steps).toEqual(['wipe']);
  });

  it('right after sign-in, while the unsent writes are still being counted: waits for the count before deciding', async () => {
    const { steps, deps } = recorder('ok');
    let counted!: () => void;
    const done = logoutAndClearDevice({
      ...deps,
      serverless: () => false,
      pendingCounted: () => new Promise<void>((resolve) => (counted = resolve)),
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(steps).toEqual([]);
    steps.push('counted');
    counted();
    expect(await done).toEqual({ signedOut: true, wiped: true });
    expect(steps).toEqual(['counted', 'wipe', 'forgetPush', 'clearCaches', 'signOut']);
  });

  it('a build without any server signs out and keeps the data: the device holds the only copy', async () => {
    const { steps, deps } = recorder('ok');
    expect(await logoutAndClearDevice({ ...deps, serverless: () => true })).toEqual({
      signedOut: true,
      wiped: false,
      kept: true,
    });
    expect(steps).toEqual(['forgetPush', 'signOut']);
  });
});
