import type { AppDatabase } from '../database';
import type { UserDoc } from '../collections/users';
import { staffStatusOf, type StaffStatus } from '@advocacia/shared/config/roles';

/** The fields of the spec's User entity (plus OAB), as the auth flows hand them over. */
export interface UserProfileInput {
  uid: string;
  displayName: string;
  email: string;
  phoneNumber: string;
  cpf: string;
  role: UserDoc['role'];
  oab?: { uf: string; number: string } | null;
  /** Set by an admin only; a profile without one is pending. */
  status: StaffStatus;
}

export function toUserProfile(doc: UserDoc): UserProfileInput {
  return {
    uid: doc.uid,
    displayName: doc.displayName,
    email: doc.email,
    phoneNumber: doc.phoneNumber,
    cpf: doc.cpf,
    role: doc.role,
    oab: doc.oab ? { uf: String(doc.oab.uf ?? ''), number: String(doc.oab.number ?? '') } : null,
    status: staffStatusOf(doc.status),
  };
}

export async function getLocalUserProfile(db: AppDatabase, uid: string): Promise<UserProfileInput | null> {
  const doc = await db.users.findOne(uid).exec();
  return doc ? toUserProfile(doc.toJSON() as UserDoc) : null;
}

/** The spec's User fields (plus OAB and status) as users/{uid} stores them. */
export function profileFields<P extends Omit<UserProfileInput, 'status'> & { status?: UserProfileInput['status'] }>(
  profile: P,
) {
  return {
    uid: profile.uid,
    displayName: profile.displayName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    cpf: profile.cpf,
    role: profile.role,
    oab: profile.oab ?? null,
    ...(profile.status ? { status: profile.status } : {}),
  };
}

/** Writes the user document into the local replica (replication carries it to Firestore). */
export async function saveUserProfile(
  db: AppDatabase,
  profile: UserProfileInput,
  actorUid = profile.uid,
): Promise<void> {
  const now = new Date().toISOString();
  const existing = await db.users.findOne(profile.uid).exec();
  const base = { id: profile.uid, ...profileFields(profile), updatedAt: now, updatedBy: actorUid };
  if (existing) await existing.incrementalPatch(base);
  else await db.users.insert({ ...base, createdAt: now, createdBy: actorUid });
}
