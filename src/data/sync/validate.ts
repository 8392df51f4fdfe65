import type { RxJsonSchema } from 'rxdb';

/**
 * Validation of documents arriving from Firestore, against the collection's own RxDB
 * schema (the single source of truth). Production builds carry no JSON-schema validator
 * (ajv is dev-only, ~200 KB), and anything may write to Firestore — another app, a
 * function, a person in the console — so this small checker covers the keywords our
 * schemas use: type (incl. unions with null), enum, maxLength, minimum, maximum,
 * properties, required, items.
 *
 * Unknown top-level fields are dropped rather than rejected: a newer app version may have
 * added fields this one does not know, and Firestore's update keeps them on the server.
 */

type JsonSchemaNode = {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchemaNode>;
  required?: readonly string[];
  items?: JsonSchemaNode;
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function check(node: JsonSchemaNode, value: unknown, path: string, problems: string[]) {
  if (problems.length > 10) return;
  if (node.type) {
    const allowed = Array.isArray(node.type) ? node.type : [node.type as string];
    const actual = typeOf(value);
    const ok = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
    if (!ok) {
      problems.push(`${path}: esperado ${allowed.join('|')}, recebido ${actual}`);
      return;
    }
  }
  if (node.enum && !node.enum.includes(value)) problems.push(`${path}: valor fora da lista (${String(value)})`);
  if (typeof value === 'string' && node.maxLength !== undefined && value.length > node.maxLength)
    problems.push(`${path}: mais de ${node.maxLength} caracteres`);
  if (typeof value === 'number') {
    if (node.minimum !== undefined && value < node.minimum) problems.push(`${path}: menor que ${node.minimum}`);
    if (node.maximum !== undefined && value > node.maximum) problems.push(`${path}: maior que ${node.maximum}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && node.properties) {
    const obj = value as Record<string, unknown>;
    for (const key of node.required ?? []) if (obj[key] === undefined) problems.push(`${path}.${key}: ausente`);
    for (const [key, child] of Object.entries(node.properties))
      if (obj[key] !== undefined) check(child, obj[key], `${path}.${key}`, problems);
  }
  if (Array.isArray(value) && node.items)
    value.forEach((item, i) => check(node.items!, item, `${path}[${i}]`, problems));
}

export type ValidationResult = { ok: true; doc: Record<string, unknown> } | { ok: false; problems: string[] };

// RxDB adds its own bookkeeping (_rev, _meta, _attachments, _deleted) to the schema it
// keeps; those never travel to Firestore, so they are not part of what we check.
function ownProperties(schema: RxJsonSchema<unknown>): Record<string, JsonSchemaNode> {
  const root = schema as unknown as JsonSchemaNode;
  return Object.fromEntries(Object.entries(root.properties ?? {}).filter(([k]) => !k.startsWith('_')));
}

/** The document with only the top-level fields this app version knows, and `_deleted` as a boolean. */
export function knownFields(schema: RxJsonSchema<unknown>, input: Record<string, unknown>): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const key of Object.keys(ownProperties(schema))) if (input[key] !== undefined) doc[key] = input[key];
  // Tombstones from RxDB always carry _deleted; a document written by someone else may not.
  doc._deleted = input._deleted === true;
  return doc;
}

/** Validates a pulled document; on success returns it with unknown top-level fields removed. */
export function validateIncoming(schema: RxJsonSchema<unknown>, input: Record<string, unknown>): ValidationResult {
  const root = schema as unknown as JsonSchemaNode;
  const props = ownProperties(schema);
  const required = (root.required ?? []).filter((k) => !k.startsWith('_'));
  const doc = knownFields(schema, input);
  const problems: string[] = [];
  check({ ...root, type: 'object', properties: props, required }, doc, 'doc', problems);
  return problems.length ? { ok: false, problems: problems.map((p) => p.replace(/^doc\./, '')) } : { ok: true, doc };
}
