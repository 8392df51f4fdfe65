import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM module without type declarations
import { planFirestoreEmulator, startFirestoreEmulator } from '../../scripts/lib/firestore-emulator.mjs';
// @ts-expect-error -- plain ESM module without type declarations
import { freePort } from '../../scripts/lib/ports.mjs';

/**
 * vitest global setup: the official Firestore emulator for a run that was not given one
 * (FIRESTORE_EMULATOR_HOST unset, e.g. `npx vitest run test/rules`).
 *
 * It is started lazily, the first time a test asks (test/support/firestore-emulator.ts asks
 * the small local HTTP endpoint provided here), so a run of component tests never pays for
 * a JVM; then it serves every test file of the run and is stopped at the end. It comes from
 * scripts/lib/firestore-emulator.mjs, the project's one way to get an emulator. A machine
 * without one (plan 'none') answers with the plan's reason, and the tests skip with it.
 */
type Started = { host?: string; unavailable?: string; error?: string; stop?: () => Promise<void> };

export default async function setup(project: TestProject) {
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    project.provide('firestoreEmulatorBroker', null);
    return undefined;
  }
  let started: Promise<Started> | undefined;
  let pid: number | undefined;
  const start = async (): Promise<Started> => {
    const plan = planFirestoreEmulator();
    if (plan.how === 'none') return { unavailable: plan.reason };
    const t = Date.now();
    try {
      const emulator = await startFirestoreEmulator({ port: await freePort(), plan });
      pid = emulator.child?.pid;
      console.log(
        `[firestore] emulador oficial (${plan.how}) em ${emulator.host} para este run (${((Date.now() - t) / 1000).toFixed(1)} s para iniciar)`,
      );
      return emulator;
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  const broker = createServer((_req, res) => {
    started ??= start();
    void started.then(({ host, unavailable, error }) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ host, unavailable, error }));
    });
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('firestoreEmulatorBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`);

  // Should the run end without teardown (killed), take the emulator's process group along.
  const killOnExit = () => {
    try {
      if (pid) process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killOnExit);
  return async () => {
    process.off('exit', killOnExit);
    broker.close();
    const s = await started;
    await s?.stop?.();
  };
}
