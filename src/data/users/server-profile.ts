import { staffStatusOf } from '@advocacia/shared/config/roles';
import { profileFields, type UserProfileInput } from './user-profiles';

/**
 * The signed-in person's own users/{uid} document on the server. Access (role and status)
 * is decided there by an admin, so the app reads it from the server, not from the replica:
 * a pending, refused or disabled account cannot pull the replica at all (the rules refuse
 * its queries), yet may always read its own document. Loaded lazily: the login page does
 * not carry Firestore.
 */

const SIGN_UP_TIMEOUT_MS = 20_000;

function toProfile(uid: string, data: Record<string, unknown>): UserProfileInput {
  const oab = data.oab as { uf?: unknown; number?: unknown } | null | undefined;
  return {
    uid,
    displayName: String(data.displayName ?? ''),
    email: String(data.email ?? ''),
    phoneNumber: String(data.phoneNumber ?? ''),
    cpf: String(data.cpf ?? ''),
    role: (data.role ?? 'atendente') as UserProfileInput['role'],
    oab: oab ? { uf: String(oab.uf ?? ''), number: String(oab.number ?? '') } : null,
    status: staffStatusOf(data.status),
  };
}

/**
 * Sign-up's write (spec §7: displayName, email, phoneNumber, uid, cpf, role) plus what the
 * replication and the rules need: the requested role waits for an admin (status pending).
 * Written straight to the server — sign-up is online anyway — and not into a replica,
 * which a pending account may not sync.
 */
export async function createPendingProfile(profile: Omit<UserProfileInput, 'status'>): Promise<void> {
  const { getServerFirestore } = await import('../firestore');
  const { doc, setDoc, serverTimestamp } = await import('firebase/firestore');
  const now = new Date().toISOString();
  const write = setDoc(doc(getServerFirestore(), 'users', profile.uid), {
    ...profileFields(profile),
    status: 'pending',
    createdAt: now,
    createdBy: profile.uid,
    updatedAt: now,
    updatedBy: profile.uid,
    _deleted: false,
    serverTimestamp: serverTimestamp(),
  });
  // setDoc resolves on the server's acknowledgement; without a network it would wait forever.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('sign-up profile write timed out'), { code: 'unavailable' })),
      SIGN_UP_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([write, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One read of users/{uid} from the server (never from a cache); null when missing or deleted. */
export async function fetchUserProfileFromServer(uid: string): Promise<UserProfileInput | null> {
  const { getServerFirestore } = await import('../firestore');
  const { doc, getDocFromServer } = await import('firebase/firestore');
  const snapshot = await getDocFromServer(doc(getServerFirestore(), 'users', uid));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  if (data._deleted === true) return null;
  return toProfile(uid, data);
}

export interface OwnProfileSnapshot {
  /** True when the answer came from the SDK's cache (no contact with the server). */
  fromCache: boolean;
  /** The profile; null when the document is gone or deleted. */
  profile: UserProfileInput | null;
}

/**
 * Follows users/{uid} on the server. `onSnapshot` runs on every answer, cached or not: only
 * an answer with `fromCache: false` proves contact with the server (and says what the
 * server holds). `onError` gets the listener's error code (e.g. 'permission-denied').
 */
export function watchOwnProfile(
  uid: string,
  onSnapshotChange: (snapshot: OwnProfileSnapshot) => void,
  onError: (code: string) => void = () => undefined,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void (async () => {
    const { getServerFirestore } = await import('../firestore');
    const { doc, onSnapshot } = await import('firebase/firestore');
    if (stopped) return;
    stop = onSnapshot(
      doc(getServerFirestore(), 'users', uid),
      { includeMetadataChanges: true },
      (snapshot) => {
        const data = snapshot.exists() ? snapshot.data() : undefined;
        onSnapshotChange({
          fromCache: snapshot.metadata.fromCache,
          profile: data && data._deleted !== true ? toProfile(uid, data) : null,
        });
      },
      (error) => onError((error as { code?: string }).code ?? 'unknown'),
    );
  })();
  return () => {
    stopped = true;
    stop?.();
  };
}
