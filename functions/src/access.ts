import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { isStaffRole, staffStatusOf, type StaffRole } from '@advocacia/shared/config/roles';
import { HttpError } from './http-errors.js';

export interface BackendDeps {
  auth: Auth;
  db: Firestore;
  /** The server's clock (tests may pin it). */
  now?: () => Date;
}

export interface Caller {
  uid: string;
  role: StaffRole;
}

export const MESSAGES = {
  noToken: 'Sessão expirada, por favor faça login novamente',
  noProfile: 'Seu acesso não está ativo. Fale com um administrador.',
  roleNotAllowed: 'Sua função não permite esta ação',
} as const;

/**
 * The caller, from the `Authorization: Bearer <Firebase ID token>` header: the token must be
 * valid and not revoked, and users/{uid} — the one source of truth for access, as in
 * firestore.rules and packages/shared/src/config/roles.ts — must be a staff profile that is `active`, not
 * soft-deleted, with one of `roles`. 401 without a valid token, 403 otherwise.
 */
export async function requireStaff(
  deps: BackendDeps,
  authorization: string | undefined,
  roles: readonly StaffRole[],
): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) throw new HttpError(401, MESSAGES.noToken);
  let uid: string;
  try {
    uid = (await deps.auth.verifyIdToken(match[1]!, true)).uid;
  } catch {
    throw new HttpError(401, MESSAGES.noToken);
  }
  const profile = (await deps.db.doc(`users/${uid}`).get()).data();
  if (
    !profile ||
    profile._deleted === true ||
    !isStaffRole(profile.role) ||
    staffStatusOf(profile.status) !== 'active'
  ) {
    throw new HttpError(403, MESSAGES.noProfile);
  }
  if (!roles.includes(profile.role)) throw new HttpError(403, MESSAGES.roleNotAllowed);
  return { uid, role: profile.role };
}
