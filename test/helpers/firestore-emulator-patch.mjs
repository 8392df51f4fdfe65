// Owned copy of the runtime patch for @firestore-emulator/server, adapted from
// ../shared/reference/firestore-node-emulator-patch.mjs. It is PINNED to the exact version
// below: the patch swaps gRPC handlers and prototypes of that build, so any other version is refused
// (see assertPinnedVersion in firestore-emulator.ts).
export const PATCHED_EMULATOR_VERSION = '0.3.15';

// Spike patch for @firestore-emulator/server@0.3.15 so that the *client* `firebase` JS SDK (Node/gRPC build) works.
// Stock 0.3.15 gaps: no `Write` stream (every setDoc/addDoc/update/delete/batch hangs),
// `Listen` only serves the FIRST target of a stream (2nd concurrent getDocs/onSnapshot hangs, remove_target unsupported),
// write results carry no transform_results (serverTimestamp() would trip an SDK assertion), documentId() filters/orderBy
// don't work, update_time preconditions are ignored, setDoc() merges instead of overwriting.
// This file swaps the Write/Listen/Commit gRPC handlers and patches a few prototypes. Spike quality, NOT production.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
const require = createRequire(import.meta.url);
const emu = require('@firestore-emulator/server');
const { FirestoreState, FirestoreStateDocument, TimestampFromDate, DateFromTimestamp } = emu;
const { ListenResponse, WriteResponse, CommitResponse, TargetChangeTargetChangeType: TCT } =
  require('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
const { Write } = require('@firestore-emulator/proto/dist/google/firestore/v1/write');
const { status: Status } = require('@grpc/grpc-js');

// ---- monotonic commit clock (ms precision is all the emulator stores; two commits must never share a version) ----
let lastMs = 0;
const nextCommitDate = () => (lastMs = Math.max(Date.now(), lastMs + 1), new Date(lastMs));
const readTime = () => TimestampFromDate(new Date(Math.max(Date.now(), lastMs))).toObject();
const ts = (d) => TimestampFromDate(d).toObject();

class EmuError extends Error { constructor(code, msg) { super(msg); this.code = code; } }

let patched = false;
export function applyPatch() {
  if (patched) return; patched = true;
  // Get the bundle's own reference-field class (not exported) from a throwaway document.
  const tmp = new FirestoreState();
  const p = 'projects/x/databases/(default)/documents/c/d';
  tmp.writeV1Document(new Date(), Write.fromObject({ update: { name: p, fields: { r: { reference_value: p }, a: { array_value: { values: [] } } } } }));
  const RefField = tmp.getDocument(p).getField('r').constructor;
  const ArrayField = tmp.getDocument(p).getField('a').constructor;
  // references: order by path (stock lt/gt always return false => documentId() '>' never matches)
  const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  RefField.prototype.lt = function (o) { return o instanceof RefField && cmp(this.value, o.value) < 0; };
  RefField.prototype.lte = function (o) { return o instanceof RefField && cmp(this.value, o.value) <= 0; };
  RefField.prototype.gt = function (o) { return o instanceof RefField && cmp(this.value, o.value) > 0; };
  RefField.prototype.gte = function (o) { return o instanceof RefField && cmp(this.value, o.value) >= 0; };

  // Performance (ours, not in the reference spike): stock v1Query sorts the WHOLE collection
  // before filtering and limiting, on every query and on every re-evaluation of a listen
  // target. RxDB's push runs ~25 `documentId() in [...]` queries per batch, so pushes got
  // quadratically slower as the collection grew. Filter first (stock code, no order/limit),
  // then sort only the matches, then limit. Same results, same ordering rules.
  const origQuery = FirestoreState.prototype.v1Query;
  FirestoreState.prototype.v1Query = function (parent, query) {
    const filtered = origQuery.call(this, parent, { from: query.from, order_by: [], has_where: query.has_where, where: query.where, has_limit: false });
    const orders = query.order_by ?? [];
    const cmpDocs = (aDoc, bDoc) => {
      for (const { field, direction } of orders) {
        const a = aDoc.getField(field.field_path);
        const b = bDoc.getField(field.field_path);
        if (!a || !b) {
          if (a && !b) return -1;
          if (!a && b) return 1;
          continue;
        }
        if (a.eq(b)) continue;
        const asc = direction !== 2; // 1 ASCENDING, 2 DESCENDING
        if (a.lt(b)) return asc ? -1 : 1;
        if (b.lt(a)) return asc ? 1 : -1;
      }
      return 0;
    };
    const docs = orders.length ? filtered.sort(cmpDocs) : filtered;
    return query.has_limit ? docs.slice(0, query.limit.value) : docs;
  };

  const D = FirestoreStateDocument.prototype;
  // __name__ (documentId()) + dotted paths into maps
  D.getField = function (path) {
    if (path === '__name__') return new RefField(this.getPath());
    const parts = path.split('.').map((s) => s.replace(/^`(.*)`$/, '$1'));
    let cur = this.fields[parts[0]];
    for (const k of parts.slice(1)) { if (!cur || cur.type !== 'map_value') return undefined; cur = cur.value[k]; }
    return cur;
  };
  // stock v1Transform `return`s after the first serverTimestamp/array transform; apply them one by one
  const origTransform = D.v1Transform;
  // ...and arrayUnion()/arrayRemove() on a missing field threw "Invalid transform": start from an empty array
  D.v1Transform = function (date, transforms) {
    for (const t of transforms ?? []) {
      if ((t.has_append_missing_elements || t.has_remove_all_from_array) && !(this.getField(t.field_path) instanceof ArrayField)) {
        this.set(date, { [t.field_path]: new ArrayField([]) });
      }
      origTransform.call(this, date, [t]);
    }
  };
}

// Validate preconditions of ALL writes first (so a batch fails atomically instead of half-applying), then apply.
function applyWrites(state, date, writes) {
  for (const w of writes) {
    if (!w.has_current_document) continue;
    const name = w.has_delete ? w.delete : w.update.name;
    const doc = state.getDocument(name);
    const pc = w.current_document;
    if (pc.has_exists) {
      if (pc.exists && !doc.metadata.hasExist) throw new EmuError(Status.NOT_FOUND, `No document to update: ${name}`);
      if (!pc.exists && doc.metadata.hasExist) throw new EmuError(Status.ALREADY_EXISTS, `Document already exists: ${name}`);
    }
    if (pc.has_update_time) {
      const want = DateFromTimestamp(pc.update_time).getTime();
      const have = doc.metadata.hasExist ? doc.metadata.updatedAt.getTime() : null;
      if (have !== want) throw new EmuError(Status.FAILED_PRECONDITION, `the stored version (${have}) does not match the required base version (${want}) for ${name}`);
    }
  }
  return writes.map((w) => {
    const name = w.has_delete ? w.delete : w.update.name;
    const doc = state.getDocument(name);
    if (w.has_update && !w.has_update_mask) doc.fields = {}; // set() without merge = full overwrite
    state.writeV1Document(date, w);
    if (w.has_update && w.has_update_mask) {
      // fields listed in the mask but absent from the payload are deletes (deleteField())
      const gone = w.update_mask.field_paths.filter((f) => !f.includes('.') && !w.update.fields.has(f));
      if (gone.length) doc.fields = Object.fromEntries(Object.entries(doc.fields).filter(([k]) => !gone.includes(k)));
    }
    const transform_results = (w.update_transforms ?? []).map((t) => doc.getField(t.field_path)?.toV1ValueObject() ?? { null_value: 0 });
    return { update_time: ts(date), transform_results };
  });
}

export function patchServer(server, { log = () => {} } = {}) {
  applyPatch();
  const state = server.state;
  state.emitter.setMaxListeners(0);
  const handlers = server.server.handlers;
  const set = (method, func) => { handlers.get(`/google.firestore.v1.Firestore/${method}`).func = func; };

  set('Commit', (call, callback) => {
    try {
      const date = nextCommitDate();
      const write_results = applyWrites(state, date, call.request.writes);
      callback(null, CommitResponse.fromObject({ commit_time: ts(date), write_results }));
    } catch (e) { callback({ code: e.code ?? Status.INTERNAL, details: e.message, message: e.message }); }
  });

  set('Write', (call) => {
    const stream_id = randomUUID(); let n = 0;
    call.on('data', (req) => {
      const stream_token = Buffer.from(String(++n));
      if (!req.writes || req.writes.length === 0) { // handshake
        call.write(WriteResponse.fromObject({ stream_id, stream_token, commit_time: readTime() }));
        return;
      }
      try {
        const date = nextCommitDate();
        const write_results = applyWrites(state, date, req.writes);
        call.write(WriteResponse.fromObject({ stream_id, stream_token, commit_time: ts(date), write_results }));
      } catch (e) {
        log('[Write] error', e.code, e.message);
        call.emit('error', { code: e.code ?? Status.INTERNAL, details: e.message });
      }
    });
    call.on('end', () => call.end());
    call.on('error', () => {});
  });

  set('Listen', (call) => {
    const targets = new Map(); // targetId -> { kind, parent, sq, paths, known: Map<path, versionMs> }
    let closed = false, scheduled = false;
    const send = (obj) => { if (!closed) { try { call.write(ListenResponse.fromObject(obj)); } catch { /* client gone */ } } };
    const evalTarget = (t) => {
      const m = new Map();
      if (t.kind === 'query') for (const d of state.v1Query(t.parent, t.sq)) m.set(d.getPath(), d);
      else for (const p of t.paths) { const d = state.getDocument(p); if (d.metadata.hasExist) m.set(p, d); }
      return m;
    };
    const diffAndSend = (id, t) => {
      let cur;
      try { cur = evalTarget(t); } catch (e) {
        log('[Listen] query error', e.message);
        send({ target_change: { target_change_type: TCT.REMOVE, target_ids: [id], cause: { code: Status.INVALID_ARGUMENT, message: `emulator: ${e.message}` } } });
        targets.delete(id); return true;
      }
      let changed = false;
      for (const [p, d] of cur) {
        const v = d.metadata.updatedAt.getTime();
        if (t.known.get(p) !== v) { send({ document_change: { document: d.toV1DocumentObject(), target_ids: [id] } }); t.known.set(p, v); changed = true; }
      }
      for (const p of [...t.known.keys()]) {
        if (cur.has(p)) continue;
        const key = state.getDocument(p).metadata.hasExist ? 'document_remove' : 'document_delete';
        send({ [key]: { document: p, removed_target_ids: [id], read_time: readTime() } });
        t.known.delete(p); changed = true;
      }
      return changed;
    };
    const globalSnapshot = () => send({ target_change: { target_change_type: TCT.NO_CHANGE, target_ids: [], read_time: readTime() } });
    const flush = () => {
      scheduled = false; let any = false;
      for (const [id, t] of [...targets]) any = diffAndSend(id, t) || any;
      if (any) globalSnapshot();
    };
    const onChange = () => { if (!scheduled && targets.size) { scheduled = true; setImmediate(flush); } };
    const events = ['create-document', 'update-document', 'delete-document'];
    events.forEach((e) => state.emitter.on(e, onChange));
    const cleanup = () => { if (closed) return; closed = true; events.forEach((e) => state.emitter.off(e, onChange)); targets.clear(); };
    call.on('data', (req) => {
      if (req.has_add_target) {
        const at = req.add_target, id = at.target_id;
        const t = at.has_query
          ? { kind: 'query', parent: at.query.parent, sq: at.query.structured_query, known: new Map() }
          : { kind: 'docs', paths: at.documents.documents, known: new Map() };
        targets.set(id, t);
        send({ target_change: { target_change_type: TCT.ADD, target_ids: [id] } });
        diffAndSend(id, t);
        if (targets.has(id)) send({ target_change: { target_change_type: TCT.CURRENT, target_ids: [id], read_time: readTime() } });
        globalSnapshot();
      } else if (req.has_remove_target) {
        const id = req.remove_target;
        targets.delete(id);
        send({ target_change: { target_change_type: TCT.REMOVE, target_ids: [id] } });
      }
    });
    call.on('end', () => { cleanup(); call.end(); });
    call.on('cancelled', cleanup);
    call.on('close', cleanup);
    call.on('error', cleanup);
  });
  return server;
}
