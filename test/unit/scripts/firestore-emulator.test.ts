import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// prettier-ignore
// @ts-expect-error -- plain ESM build scripts without type declarations
import { loadFirestoreRules, planFirestoreEmulator, startFirestoreEmulator } from '../../../scripts/lib/firestore-emulator.mjs';
// @ts-expect-error -- plain ESM build scripts without type declarations
import { freePort } from '../../../scripts/lib/ports.mjs';

/**
 * The one launcher of the Firestore emulator (npm start, npm test, bench, screenshots): it
 * says why when there is none, starts one with firestore.rules enforced, and refuses broken
 * rules with the compiler's words.
 */
describe('planFirestoreEmulator', () => {
  it('explains what to install when the configured jar does not exist and Java is too old for firebase-tools', () => {
    const saved = process.env.FIRESTORE_EMULATOR_JAR;
    process.env.FIRESTORE_EMULATOR_JAR = '/nao/existe/cloud-firestore-emulator.jar';
    try {
      const plan = planFirestoreEmulator();
      if (plan.java !== undefined && plan.java >= 21) {
        expect(plan.how).toBe('firebase-tools');
      } else {
        expect(plan.how).toBe('none');
        expect(plan.reason).toMatch(/google-cloud-cli-firestore-emulator/);
        expect(plan.reason).toMatch(/Java 21/);
      }
    } finally {
      if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_JAR;
      else process.env.FIRESTORE_EMULATOR_JAR = saved;
    }
  });
});

const plan = planFirestoreEmulator();
describe.skipIf(plan.how === 'none')('startFirestoreEmulator (this machine has one)', { timeout: 120_000 }, () => {
  let emulator: { host: string; stop(): Promise<void> };
  const project = `demo-launcher-${process.pid}`;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator({ port: await freePort(), projectId: project, plan });
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  const writeAnonymously = (p: string) =>
    fetch(`http://${emulator.host}/v1/projects/${p}/databases/(default)/documents/clients/x`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { name: { stringValue: 'X' } } }),
    });

  it('loads firestore.rules for the project: a signed-out write is refused', async () => {
    expect((await writeAnonymously(project)).status).toBe(403);
  });

  it('refuses rules that do not compile, saying where', async () => {
    await expect(
      loadFirestoreRules(
        emulator.host,
        project,
        "rules_version = '2';\nservice cloud.firestore { match /x { allow read: if nonsense( } }",
      ),
    ).rejects.toThrow(/firestore\.rules recusado/);
    // The rules that were loaded stay in force.
    expect((await writeAnonymously(project)).status).toBe(403);
  });
});
