import { FieldValue } from 'firebase-admin/firestore';
import type { BackendDeps } from './access.js';
import { SYNC_HASH_FIELD, syncHashOf } from '@advocacia/shared/sync/sync-hash';

/** `updatedBy` of what the backend writes on its own (a job or trigger, not a person's request). */
export const BACKEND_ACTOR = 'backend';

/**
 * The fields every write to a replicated collection carries, so the staff's devices (RxDB)
 * pull it: `serverTimestamp` (the pull's order), `_deleted`, and `updatedAt/updatedBy`; and,
 * per document (`for(id)`), the version's `syncHash` the devices' consistency check adds up
 * (packages/shared/src/sync/sync-hash.ts — without it each device would note the version as foreign).
 */
export function replicatedStamp(deps: Pick<BackendDeps, 'now'>, actorUid: string) {
  const now = (deps.now?.() ?? new Date()).toISOString();
  const fields = {
    updatedAt: now,
    updatedBy: actorUid,
    _deleted: false,
    serverTimestamp: FieldValue.serverTimestamp(),
  };
  return { now, fields, for: (id: string) => ({ ...fields, [SYNC_HASH_FIELD]: syncHashOf(id, fields) }) };
}

/**
 * A document under an id the backend reserves for what it brings (`djen-…`, `datajud-…`) that is
 * not the backend's (`source` other than ours): made by hand before firestore.rules reserved
 * these ids (issue 37), it must not keep a communication or a movement from the firm — the
 * backend's store writes over it (and logs it). A genuine one staff deleted stays deleted.
 */
export function squatted(current: Record<string, unknown> | undefined, source: string): boolean {
  return current !== undefined && current.source !== source;
}
