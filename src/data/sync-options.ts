import type { AppDatabase } from './collections';
import { SYNC_POLICIES, pushOnlyFor } from './collections';
import { appendLog } from './audit';
import type { SyncAudit, SyncPolicies } from './sync/policy';

/**
 * What the data layer hands the sync core (which knows no collection by name and writes nothing
 * itself but through what it is given): each collection's policy, from its definition; the
 * collections this role only pushes (their read scope leaves it out); and the audit trail, stamped with the person syncing.
 */
export function firmSyncOptions(
  db: AppDatabase,
  actorUid: string,
  role?: string,
): { policies: SyncPolicies; pushOnly: string[]; audit: SyncAudit } {
  return {
    policies: SYNC_POLICIES,
    pushOnly: pushOnlyFor(role),
    audit: syncAuditOf(db, actorUid),
  };
}

/** The sync core's audit entries, written to `logs` as `actorUid`'s. */
export function syncAuditOf(db: AppDatabase, actorUid: string): SyncAudit {
  return (entry) => appendLog(db, { actorUid, ...entry });
}
