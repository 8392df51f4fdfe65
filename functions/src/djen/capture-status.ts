import {
  CAPTURE_SOURCE,
  captureDocId,
  captureState,
  parseCaptureStatus,
  type CaptureStatus,
} from '@advocacia/shared/djen/capture';
import type { BackendDeps } from '../access.js';
import { BACKEND_ACTOR, replicatedStamp } from '../replicated.js';
import type { LawyerOutcome } from './follow.js';

/**
 * Records what a run did for one OAB registration (issue 38) where the lawyer's devices read it:
 * the capture document of `status_proccess` (packages/shared/src/djen/capture.ts), rewritten whole
 * each run in a transaction, keeping the last success across failures and counting the failed runs
 * in a row (an admin is warned from the second).
 */
export async function recordCapture(
  deps: BackendDeps,
  registration: { uf: string; number: string },
  outcome: LawyerOutcome,
): Promise<CaptureStatus> {
  const id = captureDocId(registration.uf, registration.number);
  const ref = deps.db.doc(`status_proccess/${id}`);
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.exists ? snap.data() : undefined;
    const previous =
      current && typeof current.description === 'string' ? parseCaptureStatus(current.description) : null;
    const stamp = replicatedStamp(deps, BACKEND_ACTOR);
    const failed = outcome.failure !== undefined;
    const status: CaptureStatus = {
      v: 1,
      uf: registration.uf,
      number: registration.number,
      uids: outcome.uids,
      lastRunAt: stamp.now,
      lastOkAt: failed ? (previous?.lastOkAt ?? '') : stamp.now,
      lastOkFound: failed ? (previous?.lastOkFound ?? 0) : outcome.added + outcome.joined,
      failure: outcome.failure ?? '',
      failedAt: failed ? stamp.now : (previous?.failedAt ?? ''),
      failedRuns: failed ? (previous?.failedRuns ?? 0) + 1 : 0,
      since: previous?.since || outcome.days[0] || '',
    };
    tx.set(ref, {
      id,
      processId: '',
      clientId: '',
      status: captureState(status),
      description: JSON.stringify(status),
      date: stamp.now,
      visibleToClient: false,
      notifyClient: false,
      source: CAPTURE_SOURCE,
      createdAt: typeof current?.createdAt === 'string' ? current.createdAt : stamp.now,
      createdBy: BACKEND_ACTOR,
      ...stamp.for(id),
    });
    return status;
  });
}
