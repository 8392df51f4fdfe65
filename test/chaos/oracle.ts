/**
 * The oracle: what "no acknowledged write is lost" means, checked after heal.
 *
 * Every write the repository acknowledged (createDoc / updateDoc / softDeleteDoc /
 * restoreDoc resolved) is recorded with what the writing device had seen of that document
 * before it wrote (every state its replica went through: own writes, pulls, merges).
 * Values are unique per write, so a value identifies the write that made it.
 *
 * (b) a field write is fine when its value is
 *     - the field's final value on the server (tombstones included: a delete keeps data), or
 *     - causally superseded: a later acknowledged write to that field by a device that had
 *       seen this value before writing, or
 *     - a logged conflict loser: a `logs` entry `conflict` for that document and field with
 *       `lostValue` = this value (JSON);
 *     anything else is LOST.
 * (c) a soft delete whose document is alive at the end must be superseded by an explicit
 *     restore from a device that had seen the document deleted at or after that delete, or
 *     be logged as a conflict loser on `_deleted`; anything else is a delete UNDONE.
 *     Restores are checked the same way the other way round (a restore silently undone by
 *     a delete that never saw it counts as a lost write).
 * (a) is checked by the runner: every device equals the server, field by field.
 */

export type Doc = Record<string, unknown>;

export interface Knowledge {
  /** field → canonical JSON of every value the device's replica showed for it. */
  values: Map<string, Set<string>>;
  /** updatedAt of every tombstone state seen. */
  tombstones: string[];
  /** updatedAt of every live state seen. */
  alive: string[];
}

export interface AckedWrite {
  op: number;
  device: string;
  docId: string;
  kind: 'create' | 'update' | 'delete' | 'restore';
  /** Field values written (create: all of them; delete/restore: none). */
  fields: Record<string, unknown>;
  /** The document's updatedAt as the device stamped it (delete: found in its change stream). */
  updatedAt: string | undefined;
  /** When the call resolved (ms since the run began). */
  at: number;
  knowledge: Knowledge;
  /**
   * A delete only: the tombstone its device's replica showed next, when that was another,
   * earlier tombstone — the delete met a record already deleted on the server, and the merge
   * kept the server's tombstone (nothing of its own to push). From then on that tombstone
   * stands for this delete too.
   */
  absorbedInto?: string;
}

/** JSON with sorted object keys (Firestore may hand maps back in another key order). */
export function canon(value: unknown): string {
  if (value === undefined) return 'null';
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Doc).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function knowledgeOf(states: Doc[]): Knowledge {
  const k: Knowledge = { values: new Map(), tombstones: [], alive: [] };
  for (const s of states) {
    for (const [field, value] of Object.entries(s)) {
      let set = k.values.get(field);
      if (!set) k.values.set(field, (set = new Set()));
      set.add(canon(value));
    }
    if (s._deleted === true) k.tombstones.push(String(s.updatedAt ?? ''));
    else k.alive.push(String(s.updatedAt ?? ''));
  }
  return k;
}

/**
 * The tombstone a device's delete was merged into (AckedWrite.absorbedInto), from everything
 * its replica showed: the next state of the document after the delete's own tombstone, when
 * that is another tombstone stamped earlier.
 */
export function absorbingTombstone(
  seen: readonly { docId: string; doc: Doc }[],
  del: { docId: string; updatedAt: string | undefined; device: string },
): string | undefined {
  const at = del.updatedAt;
  if (at === undefined) return undefined;
  const own = seen.findIndex(
    (s) =>
      s.docId === del.docId &&
      s.doc._deleted === true &&
      s.doc.updatedBy === del.device &&
      String(s.doc.updatedAt) === at,
  );
  const next = own < 0 ? undefined : seen.slice(own + 1).find((s) => s.docId === del.docId);
  const stamp = String(next?.doc.updatedAt ?? '');
  return next?.doc._deleted === true && stamp < at ? stamp : undefined;
}

export interface ConflictEntry {
  id: string;
  documentId: string;
  field: string;
  lostValue: string;
  keptValue: string;
  lostUpdatedAt: string;
  lostUpdatedBy: string;
  keptUpdatedAt: string;
  keptUpdatedBy: string;
  actorUid: string;
}

export function conflictEntries(logs: Map<string, Doc>, collectionName = 'clients'): ConflictEntry[] {
  const out: ConflictEntry[] = [];
  for (const [id, l] of logs) {
    if (l.action !== 'conflict' || l.collectionName !== collectionName || !l.conflict) continue;
    const c = l.conflict as Record<string, string>;
    out.push({
      id,
      documentId: String(l.documentId),
      field: c.field!,
      lostValue: c.lostValue!,
      keptValue: c.keptValue!,
      lostUpdatedAt: c.lostUpdatedAt!,
      lostUpdatedBy: c.lostUpdatedBy!,
      keptUpdatedAt: c.keptUpdatedAt!,
      keptUpdatedBy: c.keptUpdatedBy!,
      actorUid: String(l.actorUid),
    });
  }
  return out;
}

const parseCanon = (json: string) => {
  try {
    return canon(JSON.parse(json));
  } catch {
    return json;
  }
};

export interface LostWrite {
  op: number;
  device: string;
  docId: string;
  kind: AckedWrite['kind'];
  field: string;
  value: string;
  updatedAt: string | undefined;
  at: number;
  finalValue: string;
  finalUpdatedBy: string;
  finalUpdatedAt: string;
  /** Other acknowledged writes to the same field (for the report). */
  competitors: {
    op: number;
    device: string;
    value: string;
    updatedAt: string | undefined;
    sawThis: boolean;
    sawFinal?: boolean;
  }[];
}

export interface UndoneDelete {
  op: number;
  device: string;
  docId: string;
  updatedAt: string | undefined;
  absorbedInto?: string;
  at: number;
  restores: { op: number; device: string; updatedAt: string | undefined; sawTombstones: string[] }[];
  finalUpdatedBy: string;
  finalUpdatedAt: string;
  /** Filled by the run, for the report: each replica's states of the document from 10 s before the delete. */
  history?: { device: string; states: string[] }[];
  /** Filled by the run: the server's conflict entries on the document from 10 s before the delete. */
  conflicts?: string[];
}

export interface OracleResult {
  ackedWrites: number;
  fieldWrites: number;
  final: number;
  superseded: number;
  loggedLosers: number;
  lost: LostWrite[];
  deletes: number;
  undoneDeletes: UndoneDelete[];
  restores: number;
  lostRestores: LostWrite[];
  /** Creates whose document is not on the server at all. */
  missingCreates: { op: number; device: string; docId: string }[];
  /** Informational: edits that survive only inside a tombstone left by a delete that had not seen them, with no log entry. */
  editsHiddenByUnseenDelete: { op: number; device: string; docId: string; field: string }[];
  conflictEntries: number;
}

export function checkOracle(
  writes: AckedWrite[],
  serverDocs: Map<string, Doc>,
  serverLogs: Map<string, Doc>,
): OracleResult {
  const conflicts = conflictEntries(serverLogs);
  const res: OracleResult = {
    ackedWrites: writes.length,
    fieldWrites: 0,
    final: 0,
    superseded: 0,
    loggedLosers: 0,
    lost: [],
    deletes: 0,
    undoneDeletes: [],
    restores: 0,
    lostRestores: [],
    missingCreates: [],
    editsHiddenByUnseenDelete: [],
    conflictEntries: conflicts.length,
  };
  const byDoc = new Map<string, AckedWrite[]>();
  for (const w of writes) {
    let list = byDoc.get(w.docId);
    if (!list) byDoc.set(w.docId, (list = []));
    list.push(w);
  }
  const loggedLoser = (docId: string, field: string, value: string, minLostAt?: string) =>
    conflicts.some(
      (c) =>
        c.documentId === docId &&
        c.field === field &&
        parseCanon(c.lostValue) === value &&
        (minLostAt === undefined || c.lostUpdatedAt >= minLostAt),
    );

  for (const w of writes) {
    const final = serverDocs.get(w.docId);
    const others = (byDoc.get(w.docId) ?? []).filter((x) => x !== w);
    if (w.kind === 'create' && !final) res.missingCreates.push({ op: w.op, device: w.device, docId: w.docId });

    for (const [field, raw] of Object.entries(w.fields)) {
      res.fieldWrites += 1;
      const value = canon(raw);
      const finalValue = final ? canon(final[field]) : 'undefined';
      if (final && finalValue === value) {
        res.final += 1;
        // Informational: the value survives, but only in a tombstone whose delete never saw it.
        if (final._deleted === true && w.kind === 'update') {
          const laterDeletes = others.filter((x) => x.kind === 'delete');
          const seenByADelete = laterDeletes.some((d) => d.knowledge.values.get(field)?.has(value));
          const logged = conflicts.some(
            (c) =>
              c.documentId === w.docId &&
              c.field === '_deleted' &&
              c.lostValue === 'false' &&
              (w.updatedAt === undefined || c.lostUpdatedAt >= w.updatedAt),
          );
          if (!seenByADelete && !logged)
            res.editsHiddenByUnseenDelete.push({ op: w.op, device: w.device, docId: w.docId, field });
        }
        continue;
      }
      if (
        others.some(
          (x) => x.knowledge.values.get(field)?.has(value) && field in x.fields && canon(x.fields[field]) !== value,
        )
      ) {
        res.superseded += 1;
        continue;
      }
      if (loggedLoser(w.docId, field, value)) {
        res.loggedLosers += 1;
        continue;
      }
      res.lost.push({
        op: w.op,
        device: w.device,
        docId: w.docId,
        kind: w.kind,
        field,
        value,
        updatedAt: w.updatedAt,
        at: w.at,
        finalValue,
        finalUpdatedBy: String(final?.updatedBy ?? ''),
        finalUpdatedAt: String(final?.updatedAt ?? ''),
        competitors: others
          .filter((x) => field in x.fields)
          .map((x) => ({
            op: x.op,
            device: x.device,
            value: canon(x.fields[field]),
            updatedAt: x.updatedAt,
            sawThis: x.knowledge.values.get(field)?.has(value) ?? false,
          })),
      });
    }

    if (w.kind === 'delete') {
      res.deletes += 1;
      if (!final || final._deleted === true) continue;
      // A restore that saw this delete's tombstone (or the one it was merged into) undid it knowingly.
      const at = w.absorbedInto ?? w.updatedAt ?? '';
      const restores = others.filter((x) => x.kind === 'restore');
      const superseded = restores.some((r) => r.knowledge.tombstones.some((t) => t >= at));
      if (superseded || loggedLoser(w.docId, '_deleted', 'true', at)) continue;
      res.undoneDeletes.push({
        op: w.op,
        device: w.device,
        docId: w.docId,
        updatedAt: w.updatedAt,
        ...(w.absorbedInto === undefined ? {} : { absorbedInto: w.absorbedInto }),
        at: w.at,
        restores: restores.map((r) => ({
          op: r.op,
          device: r.device,
          updatedAt: r.updatedAt,
          sawTombstones: r.knowledge.tombstones,
        })),
        finalUpdatedBy: String(final.updatedBy ?? ''),
        finalUpdatedAt: String(final.updatedAt ?? ''),
      });
    }
    if (w.kind === 'restore') {
      res.restores += 1;
      if (!final || final._deleted !== true) continue;
      const at = w.updatedAt ?? '';
      const deletes = others.filter((x) => x.kind === 'delete');
      const superseded = deletes.some((d) => d.knowledge.alive.some((t) => t >= at));
      if (superseded || loggedLoser(w.docId, '_deleted', 'false', at)) continue;
      res.lostRestores.push({
        op: w.op,
        device: w.device,
        docId: w.docId,
        kind: 'restore',
        field: '_deleted',
        value: 'false',
        updatedAt: w.updatedAt,
        at: w.at,
        finalValue: 'true',
        finalUpdatedBy: String(final.updatedBy ?? ''),
        finalUpdatedAt: String(final.updatedAt ?? ''),
        competitors: deletes.map((d) => ({
          op: d.op,
          device: d.device,
          value: 'true',
          updatedAt: d.updatedAt,
          sawThis: d.knowledge.alive.some((t) => t >= at),
        })),
      });
    }
  }
  return res;
}

// Bookkeeping: RxDB's storage fields, the two fields only Firestore holds (the pull's order, the
// version hash), and the audit trail's copy of the server's time that its pull keeps (serverTime).
const IGNORED = new Set(['_meta', '_rev', '_attachments', 'serverTimestamp', 'syncHash', 'serverTime']);
export function comparable(d: Doc | undefined): Doc | undefined {
  if (!d) return undefined;
  const out: Doc = {};
  for (const [k, v] of Object.entries(d)) if (!IGNORED.has(k) && v !== undefined) out[k] = v;
  out._deleted = d._deleted === true;
  return out;
}

export interface Divergence {
  device: string;
  collection: string;
  docId: string;
  /** Field → [device value, server value] (canonical JSON); '(missing)' for an absent document. */
  fields: Record<string, [string, string]>;
}

/** Field-by-field differences between one device's documents and the server's. */
export function diffCollections(
  device: string,
  collection: string,
  local: Map<string, Doc>,
  server: Map<string, Doc>,
): Divergence[] {
  const out: Divergence[] = [];
  for (const id of new Set([...local.keys(), ...server.keys()])) {
    const l = comparable(local.get(id));
    const s = comparable(server.get(id));
    if (!l || !s) {
      const raw = server.get(id);
      const fields: Record<string, [string, string]> = {
        '(document)': [l ? 'present' : '(missing)', s ? 'present' : '(missing)'],
      };
      // Where the missing document sits in the server's pull order, and who wrote it.
      if (raw)
        fields['(server)'] = [
          '',
          `serverTimestamp ${canon(raw.serverTimestamp)} by ${String(raw.updatedBy ?? raw.actorUid ?? '?')} at ${String(raw.updatedAt ?? '')}`,
        ];
      out.push({ device, collection, docId: id, fields });
      continue;
    }
    const fields: Record<string, [string, string]> = {};
    for (const k of new Set([...Object.keys(l), ...Object.keys(s)])) {
      const a = canon(l[k]);
      const b = canon(s[k]);
      if (a !== b) fields[k] = [a, b];
    }
    if (Object.keys(fields).length) out.push({ device, collection, docId: id, fields });
  }
  return out;
}
