// A static scan of the Firestore queries the app (web SDK: `query(collection(db, 'x'),
// where(…), orderBy(…))`) and the backend (Admin SDK: `db.collection('x').where(…).orderBy(…)`)
// issue, and of the composite indexes each needs (issue 29, `npm run deploy:check`): Firestore
// answers a query that needs a missing composite index with FAILED_PRECONDITION in
// production, while the emulator serves it, so no other test would notice.
// A `where`/`orderBy` the scan cannot place in a query is reported, never skipped silently.

const EQUALITY = new Set(['==', 'in', 'array-contains', 'array-contains-any']);
const INEQUALITY = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
export const DOCUMENT_ID = '__name__';

/** Index of the `)` closing the `(` at `open`, skipping strings, template literals and comments. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return -1;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i) + 1;
      if (i <= 0) return -1;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The top-level comma-separated arguments between `(` at `open` and its `)`. */
function args(text, open) {
  const end = closing(text, open);
  const inner = text.slice(open + 1, end);
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < inner.length && inner[i] !== c; i++) if (inner[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      out.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (inner.slice(start).trim()) out.push(inner.slice(start).trim());
  return { args: out, end };
}

const literal = (s) => /^(['"`])([^'"`$]*)\1$/.exec(s?.trim() ?? '')?.[2];
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** A field argument: a string literal, documentId()/'__name__', or a `const X = '…'` of the file (else `?X`). */
function fieldName(expr, constants) {
  const e = expr.trim();
  if (/^documentId\(\)$|FieldPath\.documentId\(\)$/.test(e)) return DOCUMENT_ID;
  const lit = literal(e);
  if (lit !== undefined) return lit;
  if (/^[A-Za-z_$][\w$]*$/.test(e) && constants.has(e)) return constants.get(e);
  return `?${e}`;
}

function constantsOf(text, imported = new Map()) {
  const map = new Map(imported);
  for (const m of text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>'" |]+)?=\s*(['"])([^'"]*)\2/g))
    map.set(m[1], m[3]);
  return map;
}

/** The clause of `where(f, op, v)` / `orderBy(f, dir)` given its name and argument list. */
function clause(kind, list, constants) {
  if (kind === 'where') {
    return { kind, field: fieldName(list[0], constants), op: literal(list[1]) ?? `?${list[1]}` };
  }
  if (kind === 'orderBy') {
    const dir = list[1] === undefined ? 'asc' : (literal(list[1]) ?? `?${list[1]}`);
    return { kind, field: fieldName(list[0], constants), dir: dir.toLowerCase() };
  }
  return { kind };
}

/**
 * Every query in one source file: [{ file, line, collection (undefined when not a literal),
 * clauses: [{ kind: 'where', field, op } | { kind: 'orderBy', field, dir }] }], plus
 * `unplaced`: lines with a where/orderBy the scan could not tie to a query.
 * `constants`: names of other files' string constants (e.g. SERVER_TIMESTAMP_FIELD).
 */
export function scanQueries(text, file, { constants: imported } = {}) {
  const constants = constantsOf(text, imported);
  const queries = [];
  const used = new Set();

  // Web SDK: query(<collection ref>, ...constraints). A spread `...name` is read from `const name = [...]`.
  for (const m of text.matchAll(/(?<![\w.$])query\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const { args: list } = args(text, open);
    if (list.length === 0) continue;
    const ref = list[0];
    const collectionCall = /(?:^|[^\w.])collection\s*\(/.exec(ref);
    let collection;
    if (collectionCall) {
      const refArgs = args(ref, collectionCall.index + collectionCall[0].length - 1).args;
      collection = literal(refArgs[1]) ?? (refArgs[1] && constants.get(refArgs[1]));
    }
    const clauses = [];
    const take = (expr, baseIndex) => {
      for (const c of expr.matchAll(/(?<![\w.$])(where|orderBy)\s*\(/g)) {
        const at = c.index + c[0].length - 1;
        clauses.push(clause(c[1], args(expr, at).args, constants));
        if (baseIndex !== undefined) used.add(baseIndex + c.index);
      }
    };
    for (const arg of list.slice(1)) {
      const spread = /^\.\.\.([A-Za-z_$][\w$]*)$/.exec(arg);
      if (spread) {
        const def = new RegExp(`\\b(?:const|let)\\s+${spread[1]}\\s*(?::[^=]+)?=\\s*`).exec(text);
        if (def) {
          const start = def.index + def[0].length;
          const end = closing(text, start);
          take(text.slice(start, end + 1), start);
        }
      } else {
        const at = text.indexOf(arg, open);
        take(arg, at >= 0 ? at : undefined);
      }
    }
    if (clauses.length > 0) queries.push({ file, line: lineOf(text, m.index), collection, clauses });
  }

  // Admin SDK: <x>.collection('name') followed by a chain of .where/.orderBy/.limit/….
  for (const m of text.matchAll(/\.(collection|collectionGroup)\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const { args: list, end } = args(text, open);
    const collection = literal(list[0]) ?? constants.get(list[0]);
    const clauses = [];
    let i = end + 1;
    for (;;) {
      const next = /^\s*\.\s*([A-Za-z]+)\s*\(/.exec(text.slice(i));
      if (!next) break;
      const at = i + next[0].length - 1;
      const call = args(text, at);
      if (next[1] === 'where' || next[1] === 'orderBy') {
        clauses.push(clause(next[1], call.args, constants));
        used.add(i + next[0].indexOf('.') + 1);
      } else if (
        !['limit', 'limitToLast', 'offset', 'select', 'startAfter', 'startAt', 'endAt', 'endBefore'].includes(next[1])
      )
        break;
      i = call.end + 1;
    }
    if (clauses.length > 0)
      queries.push({ file, line: lineOf(text, m.index), collection, clauses, group: m[1] === 'collectionGroup' });
  }

  // Anything else that looks like a where/orderBy call is reported.
  const unplaced = [];
  for (const m of text.matchAll(/(?<![\w$])(where|orderBy)\s*\(/g)) {
    const at = m.index;
    if (used.has(at)) continue;
    unplaced.push({ file, line: lineOf(text, at), text: text.slice(at, text.indexOf('\n', at)).trim() });
  }
  return { queries, unplaced };
}

/**
 * The composite index a query needs, or undefined when Firestore's automatic single-field
 * indexes serve it: equality filters only (merged), or one field filtered by range and/or
 * ordered. Otherwise: the equality fields, then the order (explicit orderBy, then the range
 * fields Firestore orders by implicitly); the document id at the end is implicit.
 */
export function requiredIndex(query) {
  const equality = [];
  const order = [];
  const unknown = [];
  for (const c of query.clauses) {
    if (c.kind === 'where') {
      if (EQUALITY.has(c.op)) {
        if (!equality.some((e) => e.field === c.field))
          equality.push({ field: c.field, arrayConfig: c.op.startsWith('array-contains') ? 'CONTAINS' : undefined });
      } else if (!INEQUALITY.has(c.op)) unknown.push(`operator ${c.op}`);
    } else if (c.kind === 'orderBy') {
      if (c.dir !== 'asc' && c.dir !== 'desc') unknown.push(`direction ${c.dir}`);
      order.push({ field: c.field, order: c.dir === 'desc' ? 'DESCENDING' : 'ASCENDING' });
    }
  }
  for (const c of query.clauses) {
    if (c.kind === 'where' && INEQUALITY.has(c.op) && !order.some((o) => o.field === c.field))
      order.push({ field: c.field, order: 'ASCENDING' });
  }
  const ordered = order.filter((o) => o.field !== DOCUMENT_ID);
  const eq = equality.filter((e) => e.field !== DOCUMENT_ID);
  if (ordered.length === 0) return { index: undefined, unknown };
  if (eq.length === 0 && ordered.length === 1) return { index: undefined, unknown };
  // Equality on a field that is also the order field needs nothing more than that field.
  const eqOnly = eq.filter((e) => !ordered.some((o) => o.field === e.field));
  if (eqOnly.length === 0 && ordered.length === 1) return { index: undefined, unknown };
  return { index: { equality: eqOnly, order: ordered }, unknown };
}

/** Whether one of firestore.indexes.json's indexes serves `need` on `collection`. */
export function indexCovers(indexes, collection, need, group = false) {
  return indexes.some((ix) => {
    if (ix.collectionGroup !== collection) return false;
    if ((ix.queryScope ?? 'COLLECTION') !== (group ? 'COLLECTION_GROUP' : 'COLLECTION')) return false;
    const fields = ix.fields.filter((f) => f.fieldPath !== DOCUMENT_ID);
    if (fields.length !== need.equality.length + need.order.length) return false;
    const head = fields.slice(0, need.equality.length);
    const tail = fields.slice(need.equality.length);
    const eqOk = need.equality.every((e) =>
      head.some(
        (f) => f.fieldPath === e.field && (e.arrayConfig ? f.arrayConfig === e.arrayConfig : f.order !== undefined),
      ),
    );
    const orderOk = need.order.every((o, k) => tail[k].fieldPath === o.field && tail[k].order === o.order);
    return eqOk && orderOk;
  });
}

/** The index as firestore.indexes.json writes it (for the message that says what to add). */
export function indexJson(collection, need, group = false) {
  return {
    collectionGroup: collection,
    queryScope: group ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [
      ...need.equality.map((e) =>
        e.arrayConfig ? { fieldPath: e.field, arrayConfig: e.arrayConfig } : { fieldPath: e.field, order: 'ASCENDING' },
      ),
      ...need.order.map((o) => ({ fieldPath: o.field, order: o.order })),
    ],
  };
}
