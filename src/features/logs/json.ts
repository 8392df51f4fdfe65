/** Equality of JSON-shaped values (key order ignored), for comparing a stored field with a logged value. */
export function deepEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // A missing field and null mean the same here: the conflict log writes undefined as null.
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqualJson(x, b[i]));
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => deepEqualJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** A logged JSON value as people read it: text as is, empty as '(vazio)', the rest as JSON. */
export function displayValue(json: string | unknown, parsed = false): string {
  let value: unknown = json;
  if (!parsed && typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return json;
    }
  }
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}
