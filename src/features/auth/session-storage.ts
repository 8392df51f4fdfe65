import * as v from 'valibot';
import { USER_STORAGE_KEY } from '@/config/constants';
import { ROLES, STAFF_STATUSES } from '@advocacia/shared/config/roles';

/**
 * The signed-in user kept in the browser: the stored user record plus uid (spec §3), the
 * account's access status as last seen, and when the server last answered for this
 * session (ms since epoch) — what lets an offline session expire.
 */
export const StoredUserSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  displayName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  cpf: v.string(),
  role: v.picklist(ROLES),
  oab: v.optional(v.nullable(v.object({ uf: v.string(), number: v.string() }))),
  status: v.optional(v.picklist(STAFF_STATUSES), 'pending'),
  lastServerContactAt: v.optional(v.number()),
});
export type StoredUser = v.InferOutput<typeof StoredUserSchema>;

/** Writes the session under the one key used by both login and sign-up. */
export function saveStoredUser(user: StoredUser, storage: Storage = localStorage): void {
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Restores the session; a damaged entry is discarded rather than trusted. */
export function loadStoredUser(storage: Storage = localStorage): StoredUser | null {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(StoredUserSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // fall through: unreadable JSON is treated like no session
  }
  storage.removeItem(USER_STORAGE_KEY);
  return null;
}

export function clearStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(USER_STORAGE_KEY);
}
