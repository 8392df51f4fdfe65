import { expect, inject, it } from 'vitest';
import { formatDetails, formatTable, runChaos } from './run';
import { unavailableReason } from './server';

/**
 * The chaos test's short fixed-seed run (issue 11): 3 devices of one
 * firm (own replica, product conflict handlers and replication, writes only through the
 * repository), signed-in staff on the official Firestore emulator with firestore.rules,
 * each behind its own fault proxy — resets, refusals, stalls, latency, office-wide
 * partitions, tabs killed mid-push and reopened from the same storage — then heal.
 * Nothing acknowledged may be lost, no delete undone silently, every device equal to the
 * server. Long runs: `npm run chaos -- --seed N --ops N` (scripts/chaos.mjs).
 *
 * Part of `npm test` (about 90 s); alone: `npx vitest run test/chaos/chaos-short.test.ts`.
 */
const SEED = 20261123;
const OPS = 150;

let broker: string | null = null;
try {
  // A run-wide emulator offered by the root config's global setup, when it has one.
  broker = (inject as unknown as (key: string) => string | null | undefined)('firestoreEmulatorBroker') ?? null;
} catch {
  broker = null;
}
const skipReason = unavailableReason(broker);
if (skipReason) console.warn(`\n[chaos] TESTE PULADO (skipped, não aprovado): ${skipReason}\n`);

it.skipIf(!!skipReason)(
  `chaos: seed ${SEED}, ${OPS} ops, 3 devices, faults and tab kills — nothing lost, nothing undone, all converge and say 'sincronizado' only once verified`,
  { timeout: 260_000 },
  async () => {
    // The test's own deadline leaves room for the 100 s convergence window plus set-up, the
    // operations (~40 s) and the end-of-run probes, so a run that does not converge still
    // reports what differs (a bare vitest timeout would say nothing).
    // 100 s to converge, not 45: the official emulator now and then sends a Node gRPC client a
    // corrupt Listen frame (firebase-tools#8654, "Received message larger than max"); the Node
    // SDK then treats itself as offline for its maximum back-off of 60 s. The browser SDK
    // (WebChannel) does not meet this; a device that stays apart longer still fails the test.
    const report = await runChaos({
      seed: SEED,
      ops: OPS,
      devices: 3,
      convergeTimeoutMs: 100_000,
      reSyncGraceMs: 0,
      brokerUrl: broker,
      log: () => undefined,
    });
    console.log(
      `${formatTable([report])}\n${formatDetails(report)}\n[chaos] ${(report.totalMs / 1000).toFixed(1)} s in all`,
    );
    expect({
      lost: report.oracle.lost.length + report.oracle.missingCreates.length,
      deletesUndone: report.oracle.undoneDeletes.length,
      divergentDocs: report.divergentDocs,
      converged: report.convergeMs !== null,
      // 'sincronizado' means verified (issue 25): every device says it after a passing check, and then equals the server.
      verified: report.verifiedMs !== null,
      divergentWhenVerified: report.divergentWhenVerified,
    }).toEqual({
      lost: 0,
      deletesUndone: 0,
      divergentDocs: 0,
      converged: true,
      verified: true,
      divergentWhenVerified: 0,
    });
  },
);
