import { FieldValue } from 'firebase-admin/firestore';
import type { BackendDeps } from './access.js';

/** `updatedBy` of what the backend writes on its own (a job or trigger, not a person's request). */
export const BACKEND_ACTOR = 'backend';

/**
 * The fields every write to a replicated collection carries, so the staff's devices (RxDB)
 * pull it: `serverTimestamp` (the pull's order), `_deleted`, and `updatedAt/updatedBy`.
 */
export function replicatedStamp(deps: Pick<BackendDeps, 'now'>, actorUid: string) {
  const now = (deps.now?.() ?? new Date()).toISOString();
  return { now, fields: { updatedAt: now, updatedBy: actorUid, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() } };
}
