import type { RxConflictHandler, WithDeleted } from 'rxdb';
import { deepEqual } from 'rxdb';
import { nowIso } from './clock';
import { comparableState } from './document-fields';
import type { SyncAudit, SyncAuditEntry } from './policy';

type ConflictDetails = NonNullable<SyncAuditEntry['conflict']>;

/**
 * Conflict handling for replication.
 *
 * RxDB's default keeps the server copy and silently drops the device's edits. Here a
 * conflict is merged field by field against the last state both sides agreed on (the
 * "assumed master state"):
 * - a field changed on one side only keeps that change;
 * - a field changed on both sides to different values goes to the side with the later
 *   `updatedAt` (ties: the greater `updatedBy`, so every device picks the same winner),
 *   and the losing value is written to `logs` as a `conflict` entry so a person can
 *   restore it.
 * Merging is per top-level field (an address is one field): finer merges inside nested
 * objects would combine half-edited addresses into one nobody typed.
 *
 * Deletion is not an ordinary field: a record goes deleted → restored → deleted again, so
 * comparing `_deleted` with the agreed state by value would miss what happened in between
 * (a restore would silently undo a delete this device never saw, and the reverse). When the
 * server has writes this device never saw and the two sides disagree on deletion, the record
 * ends deleted, whichever device merges (so every order of pushes gives the same answer):
 * the deleting side's tombstone stands, and the other side's active version (field
 * `_deleted`) and every value it changed are logged, so the record and then each value can
 * be restored. The deleting side writes the tombstone, so an atendente's device (which may
 * not delete) never pushes one the rules refuse.
 */

/** Stamps describe the write itself; the merge sets them, it does not merge them. */
const STAMPS = new Set(['updatedAt', 'updatedBy']);

type Doc = Record<string, unknown>;

export interface LostValue extends ConflictDetails {
  documentId: string;
}

export interface MergeResult<T> {
  doc: T;
  lost: LostValue[];
}

// Storage/replication bookkeeping never takes part in a comparison or a merge.
const strip = comparableState;

const stamp = (d: Doc) => ({ at: String(d.updatedAt ?? ''), by: String(d.updatedBy ?? '') });

/** True when `a` was written after `b` (deterministic tie-break on the writer). */
function isLater(a: Doc, b: Doc): boolean {
  const x = stamp(a);
  const y = stamp(b);
  return x.at !== y.at ? x.at > y.at : x.by > y.by;
}

/** One millisecond after the later of two ISO stamps ('' when neither is a time). */
function laterThan(a: string, b: string): string {
  const t = Math.max(Date.parse(a) || 0, Date.parse(b) || 0);
  return t > 0 ? new Date(t + 1).toISOString() : '';
}

/**
 * With no record of the server state, the server's copy when it is still the version this very
 * record was created as (same creation stamps: ids are random, so the same creation; never
 * edited since): the last state both sides shared. RxDB records what a push committed only
 * once the answer is back, so a tab closed in between forgets that the server holds the
 * record it created; without this, its next edit would be merged as if both sides had created
 * it, each changed field a conflict with its own earlier version.
 */
function unchangedCreation(server: Doc, local: Doc): Doc | undefined {
  const { createdAt, createdBy } = server;
  if (typeof createdAt !== 'string' || !createdAt || server._deleted === true) return undefined;
  const sameCreation = createdAt === local.createdAt && createdBy === local.createdBy;
  const neverEdited = server.updatedAt === createdAt && server.updatedBy === createdBy;
  return sameCreation && neverEdited ? server : undefined;
}

const json = (value: unknown) => (value === undefined ? 'null' : JSON.stringify(value));

/**
 * Pure three-way merge (exported for tests). `base` missing = both sides created the document,
 * unless the server still holds this record's unchanged creation (unchangedCreation).
 * `writer` stamps a merged result that must be pushed: it is a new write by this device
 * (and the security rules require `updatedBy` to be the writer).
 */
export function mergeThreeWay<T extends Doc>(
  base: T | undefined,
  server: T,
  local: T,
  writer?: { updatedAt: string; updatedBy: string },
): MergeResult<T> {
  const s = strip(server);
  const l = strip(local);
  const b = base ? strip(base) : unchangedCreation(s, l);
  const localWins = isLater(l, s);
  const merged: Doc = {};
  const lost: LostValue[] = [];
  let tookFromLocal = false;
  const keys = new Set([...Object.keys(s), ...Object.keys(l), ...(b ? Object.keys(b) : [])]);
  const documentId = String(s.id ?? l.id ?? '');
  const conflictEntry = (field: string, kept: Doc, gone: Doc, keptValue: unknown, lostValue: unknown): LostValue => ({
    documentId,
    field,
    keptValue: json(keptValue),
    lostValue: json(lostValue),
    keptUpdatedAt: stamp(kept).at,
    keptUpdatedBy: stamp(kept).by,
    lostUpdatedAt: stamp(gone).at,
    lostUpdatedBy: stamp(gone).by,
  });

  // Deletion (see the header): the two sides wrote without seeing each other and disagree.
  if (b && !deepEqual(stamp(s), stamp(b)) && s._deleted !== l._deleted) {
    const deleter = s._deleted === true ? s : l;
    const other = deleter === s ? l : s;
    lost.push(conflictEntry('_deleted', deleter, other, true, false));
    for (const key of keys) {
      if (STAMPS.has(key) || key === '_deleted' || deepEqual(other[key], b[key]) || deepEqual(other[key], deleter[key]))
        continue;
      lost.push(conflictEntry(key, deleter, other, deleter[key], other[key]));
    }
    if (deleter === s) return { doc: server, lost };
    // Deleted here: this tombstone is the answer, pushed as a new write of this device.
    const tombstone: Doc = { ...l };
    if (writer)
      Object.assign(tombstone, {
        updatedAt: writer.updatedAt > String(l.updatedAt) ? writer.updatedAt : l.updatedAt,
        updatedBy: writer.updatedBy,
      });
    return { doc: tombstone as T, lost };
  }
  for (const key of keys) {
    if (STAMPS.has(key)) continue;
    const sv = s[key];
    const lv = l[key];
    let value: unknown;
    if (deepEqual(sv, lv)) value = sv;
    else if (b && deepEqual(lv, b[key])) value = sv;
    else if (b && deepEqual(sv, b[key])) {
      value = lv;
      tookFromLocal = true;
    } else {
      value = localWins ? lv : sv;
      tookFromLocal ||= localWins;
      lost.push(localWins ? conflictEntry(key, l, s, lv, sv) : conflictEntry(key, s, l, sv, lv));
    }
    if (value !== undefined) merged[key] = value;
  }
  // Nothing from this device survived: the server copy is the answer as it is, stamps
  // included, so the replication sees "equal" and pushes nothing.
  if (!tookFromLocal) return { doc: server, lost };
  const newer = localWins ? l : s;
  // A new version: stamped after both sides even when this device's clock is behind, so its
  // stamps (and its syncHash, @advocacia/shared/sync/sync-hash) never name one of the versions it merged.
  const after = laterThan(String(s.updatedAt ?? ''), String(l.updatedAt ?? ''));
  merged.updatedAt = writer ? (writer.updatedAt > after ? writer.updatedAt : after) : newer.updatedAt;
  merged.updatedBy = writer?.updatedBy ?? newer.updatedBy;
  return { doc: merged as T, lost };
}

/**
 * A conflict handler that can be told to take the server's state, whole, for one local
 * version: a write the server refused and that was set aside (sync/refused-writes.ts) is
 * handed back to RxDB as a conflict, and merging it would only push the refused change again.
 */
export interface YieldingConflictHandler extends RxConflictHandler<Doc> {
  /** The next resolution of exactly this local version (by id) answers with the server's state. */
  yieldToServer(local: Doc): void;
}

export function createMergeConflictHandler(
  collection: string,
  /** Where the losing values go (the audit trail); undefined while there is none to write to. */
  getAudit: () => SyncAudit | undefined,
  actorUid: string,
): YieldingConflictHandler {
  const yielding = new Map<string, Doc>();
  return {
    yieldToServer(local) {
      yielding.set(String(local.id), strip(local));
    },
    isEqual(a, b) {
      return deepEqual(strip(a as Doc), strip(b as Doc));
    },
    async resolve(input) {
      const id = String((input.newDocumentState as Doc).id);
      const set = yielding.get(id);
      if (set) {
        yielding.delete(id);
        if (deepEqual(set, strip(input.newDocumentState as Doc))) return input.realMasterState;
      }
      const { doc, lost } = mergeThreeWay(
        input.assumedMasterState as Doc | undefined,
        input.realMasterState as Doc,
        input.newDocumentState as Doc,
        { updatedAt: nowIso(), updatedBy: actorUid },
      );
      const audit = getAudit();
      if (audit && lost.length) {
        for (const { documentId, ...conflict } of lost) {
          await audit({
            action: 'conflict',
            collection,
            documentId,
            // The screens word conflicts from `conflict` (features/logs/conflict-text.ts); this is for exports and search.
            summary: `Conflito de sincronização em "${conflict.field}"`,
            conflict,
            // The same conflict may be resolved again after a retry: one entry per fact.
            dedupeKey: `${collection}/${documentId}/${conflict.field}/${conflict.lostValue}/${conflict.lostUpdatedAt}`,
          });
        }
      }
      return doc as WithDeleted<Doc>;
    },
  };
}

/** For append-only collections (`logs`): entries are never edited, the server copy is final. */
export const serverWinsConflictHandler: RxConflictHandler<Doc> = {
  isEqual(a, b) {
    return deepEqual(strip(a as Doc), strip(b as Doc));
  },
  async resolve(input) {
    return input.realMasterState;
  },
};
