/**
 * Device clock for `updatedAt`/`deviceTime`/`sentAt`. Strictly increasing within this page, so
 * two writes in the same millisecond still get distinct, ordered stamps: the conflict handler
 * and the pending-write tracking compare these strings.
 *
 * Corrected by the offset from the server's clock (issue 41): a tablet whose clock is wrong by
 * minutes or days still stamps the true time, so the rules' bounds on `sentAt`/`deviceTime`
 * hold and its edits do not win (or lose) conflicts because of its clock. The offset is
 * measured and kept by the app (data/server-clock.ts); this module only applies it.
 */
let last = 0;
let offsetMs = 0;

/** The server's clock minus this device's, in ms (0 until measured). */
export function setClockOffset(ms: number): void {
  offsetMs = Number.isFinite(ms) ? Math.round(ms) : 0;
  // A clock found fast goes back at once: stamps must be true for the rules (and fair in
  // conflicts) more than they must never repeat an instant already used by the wrong clock.
  last = Math.min(last, correctedNow() - 1);
}

export function clockOffsetMs(): number {
  return offsetMs;
}

/** Epoch ms by the server's clock, as well as this device knows it. */
export function correctedNow(): number {
  return Date.now() + offsetMs;
}

export function nowIso(): string {
  const t = Math.max(correctedNow(), last + 1);
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
