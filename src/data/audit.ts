import type { ConflictDetails, LogAction, LogDoc } from './collections/logs';
import type { AppDatabase, CollectionName } from './collections';
import { hashString, newId, nowIso } from './sync/clock';

export interface LogEntryInput {
  actorUid: string;
  action: LogAction;
  collection: CollectionName | string;
  documentId: string;
  summary: string;
  conflict?: ConflictDetails | null;
  /**
   * Give entries that may be produced more than once for the same fact (a conflict
   * resolved again after a retry, the same invalid document seen on every pull) a stable
   * key: the id is derived from it and a second insert is ignored.
   */
  dedupeKey?: string;
}

/**
 * Appends one audit entry to `logs` (local first, replicated like everything else).
 * Databases opened with a subset of collections that lacks `logs` skip auditing.
 */
export async function appendLog(db: AppDatabase, entry: LogEntryInput): Promise<LogDoc | null> {
  const logs = db.collections.logs;
  if (!logs || db.closed) return null;
  const time = nowIso();
  const doc: LogDoc = {
    id: entry.dedupeKey ? `${entry.action}-${hashString(entry.dedupeKey)}` : newId(),
    actorUid: entry.actorUid,
    action: entry.action,
    collectionName: entry.collection,
    documentId: entry.documentId,
    summary: entry.summary.slice(0, 1000),
    deviceTime: time,
    conflict: entry.conflict ?? null,
    createdAt: time,
    createdBy: entry.actorUid,
    updatedAt: time,
    updatedBy: entry.actorUid,
  };
  // bulkInsert reports a duplicate id as an error row instead of throwing: that is the dedupe.
  const result = await logs.bulkInsert([doc]);
  return result.error.length ? null : doc;
}
