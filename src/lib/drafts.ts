/**
 * Drafts: what a person half-typed (a chat message, a client or event form), kept on this
 * device only — localStorage, per signed-in user and per place ("chat:<id>", "cliente:novo"…).
 * Never a replicated document: a draft is nobody else's business, not the other devices', not
 * the client's. Logout removes them with the user's other caches (lib/user-caches.ts).
 */
import { DRAFTS_PREFIX } from './user-caches';

export const DRAFT_KEY_PREFIX = DRAFTS_PREFIX;

export interface Draft<T> {
  /** When it was last written (ISO instant): "Você tem um rascunho de 14:32". */
  savedAt: string;
  values: T;
}

function keyOf(uid: string, scope: string): string {
  return `${DRAFT_KEY_PREFIX}${uid}:${scope}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(uid: string, scope: string): Draft<T> | null {
  try {
    const raw = storage()?.getItem(keyOf(uid, scope));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<T>>;
    return typeof parsed.savedAt === 'string' && parsed.values !== undefined
      ? { savedAt: parsed.savedAt, values: parsed.values }
      : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(uid: string, scope: string, values: T, now: Date = new Date()): void {
  try {
    storage()?.setItem(keyOf(uid, scope), JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form itself still works.
  }
}

export function removeDraft(uid: string, scope: string): void {
  try {
    storage()?.removeItem(keyOf(uid, scope));
  } catch {
    // As above.
  }
}
