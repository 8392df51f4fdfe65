// The Firestore emulator seen from Node, over its REST API with the emulator's owner token
// (`Authorization: Bearer owner`: rules bypassed), for the sync benchmarks: write documents as
// any other writer would (with `serverTimestamp` set to the server's time and `_deleted: false`,
// or replication never sees them), count what the server holds, and wipe it between benchmarks.
import { PROJECT_ID } from '../scripts/lib/emulators.mjs';

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const docsPath = (projectId) => `projects/${projectId}/databases/(default)/documents`;

/** A JS value as a Firestore REST `Value`. */
export function toValue(v) {
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (Array.isArray(v)) return { arrayValue: v.length ? { values: v.map(toValue) } : {} };
  return { mapValue: { fields: toFields(v) } };
}

const toFields = (obj) =>
  Object.fromEntries(
    Object.entries(obj)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, toValue(x)]),
  );

async function call(host, path, body, method = 'POST') {
  const res = await fetch(`http://${host}/v1/${path}`, {
    method,
    headers: OWNER,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Firestore REST ${method} ${path}: HTTP ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : {};
}

/**
 * Writes `docs` (each with an `id`) into `collection`, 500 per commit, with `_deleted: false`
 * and `serverTimestamp` = the commit's server time, as replication requires of every writer.
 */
export async function writeDocs(host, collection, docs, { projectId = PROJECT_ID } = {}) {
  for (let i = 0; i < docs.length; i += 500) {
    const writes = docs.slice(i, i + 500).map((d) => ({
      update: { name: `${docsPath(projectId)}/${collection}/${d.id}`, fields: toFields({ ...d, _deleted: false }) },
      updateTransforms: [{ fieldPath: 'serverTimestamp', setToServerValue: 'REQUEST_TIME' }],
    }));
    await call(host, `${docsPath(projectId)}:commit`, { writes });
  }
}

/** How many documents of `collection` the server holds (optionally only those whose `field` equals `value`). */
export async function countDocs(host, collection, { field, value, projectId = PROJECT_ID } = {}) {
  const structuredQuery = { from: [{ collectionId: collection }] };
  if (field)
    structuredQuery.where = { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: toValue(value) } };
  const out = await call(host, `${docsPath(projectId)}:runAggregationQuery`, {
    structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'n', count: {} }] },
  });
  const row = (Array.isArray(out) ? out : [out]).find((r) => r.result);
  return Number(row?.result?.aggregateFields?.n?.integerValue ?? 0);
}

/** Deletes every document of one collection (names listed with runQuery, deleted 500 per commit). Resolves with how many. */
export async function deleteCollection(host, collection, { projectId = PROJECT_ID } = {}) {
  const out = await call(host, `${docsPath(projectId)}:runQuery`, {
    structuredQuery: { from: [{ collectionId: collection }], select: { fields: [{ fieldPath: '__name__' }] } },
  });
  const names = (Array.isArray(out) ? out : [out]).map((r) => r.document?.name).filter(Boolean);
  for (let i = 0; i < names.length; i += 500) {
    await call(host, `${docsPath(projectId)}:commit`, {
      writes: names.slice(i, i + 500).map((name) => ({ delete: name })),
    });
  }
  return names.length;
}

/** Deletes every document of the project in the emulator (its own endpoint, not the Firestore API). */
export async function clearFirestore(host, { projectId = PROJECT_ID } = {}) {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok)
    throw new Error(`clearing the Firestore emulator: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
}
