import {
  CAPTURE_SOURCE,
  DATAJUD_CAPTURE_ID,
  parseDatajudCapture,
  type DatajudCaptureStatus,
} from '@advocacia/shared/djen/capture';
import type { BackendDeps } from '../access.js';
import { BACKEND_ACTOR, replicatedStamp } from '../replicated.js';

/** Records a DataJud run firm-wide (issue 38): the devices show a refused key as an admin's banner. */
export async function recordDatajudCapture(
  deps: BackendDeps,
  run: { checked: number; unauthorized: boolean },
): Promise<DatajudCaptureStatus> {
  const ref = deps.db.doc(`status_proccess/${DATAJUD_CAPTURE_ID}`);
  return deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const previous = typeof current?.description === 'string' ? parseDatajudCapture(current.description) : null;
    const stamp = replicatedStamp(deps, BACKEND_ACTOR);
    const status: DatajudCaptureStatus = {
      v: 1,
      kind: 'datajud',
      lastRunAt: stamp.now,
      lastOkAt: run.unauthorized ? (previous?.lastOkAt ?? '') : stamp.now,
      checked: run.checked,
      failure: run.unauthorized ? 'unauthorized' : '',
      failedAt: run.unauthorized ? stamp.now : (previous?.failedAt ?? ''),
    };
    tx.set(ref, {
      id: DATAJUD_CAPTURE_ID,
      processId: '',
      clientId: '',
      status: run.unauthorized ? 'falha' : 'ok',
      description: JSON.stringify(status),
      date: stamp.now,
      visibleToClient: false,
      notifyClient: false,
      source: CAPTURE_SOURCE,
      createdAt: typeof current?.createdAt === 'string' ? current.createdAt : stamp.now,
      createdBy: BACKEND_ACTOR,
      ...stamp.for(DATAJUD_CAPTURE_ID),
    });
    return status;
  });
}
