import type { UserProfileInput } from './user-profiles';

/**
 * One-off read of users/{uid} from Firestore, for a first login on a new device before the
 * replica has pulled anything. Loaded lazily so the login page does not carry Firestore.
 */
export async function fetchUserProfileFromServer(uid: string): Promise<UserProfileInput | null> {
  const { getServerFirestore } = await import('../firestore');
  const { doc, getDoc } = await import('firebase/firestore');
  const snapshot = await getDoc(doc(getServerFirestore(), 'users', uid));
  if (!snapshot.exists()) return null;
  const data = snapshot.data() as Partial<UserProfileInput> & { _deleted?: boolean };
  if (data._deleted) return null;
  return {
    uid,
    displayName: String(data.displayName ?? ''),
    email: String(data.email ?? ''),
    phoneNumber: String(data.phoneNumber ?? ''),
    cpf: String(data.cpf ?? ''),
    role: (data.role ?? 'atendente') as UserProfileInput['role'],
    oab: data.oab ?? null,
  };
}
