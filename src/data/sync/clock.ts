/**
 * Device clock for `updatedAt`/`deviceTime`. Strictly increasing within this page, so two
 * writes in the same millisecond still get distinct, ordered stamps: the conflict handler
 * and the pending-write tracking compare these strings.
 */
let last = 0;

export function nowIso(): string {
  const t = Math.max(Date.now(), last + 1);
  last = t;
  return new Date(t).toISOString();
}

/** Ids are made on the device, so an offline create already has its final key. */
export function newId(): string {
  return crypto.randomUUID();
}

/** Small deterministic string hash (cyrb53) for idempotent log ids; not cryptographic. */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
