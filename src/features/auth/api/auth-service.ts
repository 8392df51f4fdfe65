import type { Auth } from 'firebase/auth';
import { isStaffRole } from '@advocacia/shared/config/roles';
import type { AuthStore } from '../auth-store';
import type { StoredUser } from '../session-storage';
import {
  AUTH_ERROR_TITLE,
  AuthFlowError,
  CLIENT_ACCOUNT_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  loginErrorMessage,
  signUpErrorMessage,
} from '../auth-errors';
import type { LoginInput, SignUpInput } from '../auth-schemas';

/** What the auth flows need from the rest of the app; injected so tests use real pieces of their own. */
export interface UserProfileGateway {
  /** Reads the user document from the local replica (opening it for `uid`). */
  readLocal(uid: string): Promise<StoredUser | null>;
  /** One read from Firestore, only when the device is online and sync is configured. */
  readServer(uid: string): Promise<StoredUser | null>;
  /**
   * Creates users/{uid} for a new sign-up: on the server, pending until an admin decides.
   * Resolves with the status the account starts with ('active' only without any server).
   */
  create(profile: Omit<StoredUser, 'status' | 'lastServerContactAt'>): Promise<StoredUser['status']>;
  /**
   * Follows users/{uid}: `onSnapshot` runs on every answer; `fromCache: false` means the
   * server itself answered (profile null: the document is gone or deleted).
   */
  watch(uid: string, onSnapshot: (snapshot: { fromCache: boolean; profile: StoredUser | null }) => void): () => void;
  /** Closes the in-memory replica handle; data on disk (and unsynced writes) stay. */
  close(): Promise<void>;
  /**
   * Removes `uid`'s copy of the firm's data from this device (replica, attachment queue, the
   * user's caches), unsynced work included: access ended (issue 26).
   */
  discard(uid: string): Promise<void>;
}

export interface AuthServiceDeps {
  /**
   * Firebase Auth, or how to get it. The app passes a loader: Auth (~35 KB gzip) is not part of
   * the first screen, it loads after first paint (the guards read the cached session) or when the
   * person submits the login form, whichever comes first.
   */
  auth: Auth | (() => Promise<Auth>);
  store: AuthStore;
  profiles: UserProfileGateway;
  notifyError: (title: string, description: string) => void;
  isOnline?: () => boolean;
  now?: () => number;
}

export type AuthService = ReturnType<typeof createAuthService>;

const CONTACT_RENEW_MS = 10 * 60 * 1000;

/** Whether two sessions differ only in when the server last answered. */
function sameAccess(a: StoredUser, b: StoredUser): boolean {
  const key = (u: StoredUser) =>
    JSON.stringify([
      u.uid,
      u.displayName,
      u.email,
      u.phoneNumber,
      u.cpf,
      u.role,
      u.status,
      u.oab?.uf ?? null,
      u.oab?.number ?? null,
    ]);
  return key(a) === key(b);
}

/** The SDK's functions, loaded with Auth itself (a static import would put them on the first screen). */
const sdk = () => import('firebase/auth');

export function createAuthService({
  auth: authDep,
  store,
  profiles,
  notifyError,
  isOnline = () => navigator.onLine,
  now = Date.now,
}: AuthServiceDeps) {
  let loaded: Promise<Auth> | undefined;
  const getAuth = (): Promise<Auth> =>
    (loaded ??= typeof authDep === 'function' ? authDep() : Promise.resolve(authDep));

  /**
   * The server's users/{uid} first — role and status are an admin's to change, and the
   * replica of a device that was away may hold old ones; the replica only when the server
   * cannot be asked.
   */
  async function loadProfile(uid: string): Promise<StoredUser> {
    let profile = isOnline() ? await profiles.readServer(uid).catch(() => null) : null;
    profile ??= await profiles.readLocal(uid);
    if (!profile) throw new AuthFlowError('auth/user-not-found', USER_NOT_FOUND_MESSAGE);
    if (!isStaffRole(profile.role)) throw new AuthFlowError('app/client-account', CLIENT_ACCOUNT_MESSAGE);
    return profile;
  }

  /** Spec §7 login: sign in, then read users/{uid}. Returns whether the user is now signed in. */
  async function login({ username, password }: LoginInput): Promise<boolean> {
    let auth: Auth | undefined;
    try {
      const [loadedAuth, { signInWithEmailAndPassword }] = await Promise.all([getAuth(), sdk()]);
      auth = loadedAuth;
      const credential = await signInWithEmailAndPassword(auth, username, password);
      const profile = await loadProfile(credential.user.uid);
      // Only an approved account keeps its replica open; the others have nothing to sync.
      if (profile.status !== 'active') await profiles.close().catch(() => undefined);
      store.setUser({ ...profile, uid: credential.user.uid, lastServerContactAt: now() });
      return true;
    } catch (error) {
      // A signed-in account without a usable staff profile must not linger.
      const signedIn = auth?.currentUser ? auth : undefined;
      if (signedIn) await sdk().then(({ signOut }) => signOut(signedIn).catch(() => undefined));
      await profiles.close().catch(() => undefined);
      notifyError(AUTH_ERROR_TITLE, loginErrorMessage(error));
      return false;
    }
  }

  /**
   * Spec §7 sign-up: create the account, write the user document, sign in. The role is a
   * request: the account waits for an admin (status pending). Errors are toasted and
   * re-thrown; an account whose document could not be written is removed again, so the
   * person can simply try once more.
   */
  async function signUp(input: SignUpInput): Promise<StoredUser> {
    try {
      const [auth, { createUserWithEmailAndPassword, signOut, updateProfile }] = await Promise.all([getAuth(), sdk()]);
      const credential = await createUserWithEmailAndPassword(auth, input.email, input.password);
      const uid = credential.user.uid;
      await updateProfile(credential.user, { displayName: input.displayName }).catch(() => undefined);
      const request = {
        displayName: input.displayName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        uid,
        cpf: input.cpf,
        role: input.role,
      };
      let status: StoredUser['status'];
      try {
        status = await profiles.create(request);
      } catch (error) {
        await credential.user.delete().catch(() => signOut(auth).catch(() => undefined));
        throw error;
      }
      const profile: StoredUser = { ...request, status, lastServerContactAt: now() };
      store.setUser(profile);
      return profile;
    } catch (error) {
      notifyError(AUTH_ERROR_TITLE, signUpErrorMessage(error));
      throw error;
    }
  }

  /** Signs out and forgets the session in memory; the replica on disk keeps any unsynced writes. */
  async function logout(): Promise<void> {
    await Promise.all([getAuth(), sdk()])
      .then(([auth, { signOut }]) => signOut(auth))
      .catch(() => undefined);
    await profiles.close();
    store.clear();
  }

  /**
   * Spec §4: when the identity provider reports no signed-in user, clear the session and
   * let the caller send the user to /entrar. Offline, Firebase restores its persisted user,
   * so a cached session is never dropped just because the network is gone.
   */
  function watchIdentity(onSignedOut: () => void): () => void {
    let stopped = false;
    let stop: (() => void) | undefined;
    void Promise.all([getAuth(), sdk()]).then(([auth, { onAuthStateChanged }]) => {
      if (!stopped) stop = onAuthStateChanged(auth, onIdentity);
    });
    return () => {
      stopped = true;
      stop?.();
    };

    function onIdentity(firebaseUser: { uid: string } | null) {
      const user = store.user;
      if (!firebaseUser) {
        if (user) {
          void profiles.close();
          store.clear();
        }
        onSignedOut();
      } else if (user && user.uid !== firebaseUser.uid) {
        // Another account signed in from another tab: follow it on next login.
        void profiles.close();
        store.clear();
        onSignedOut();
      }
    }
  }

  /**
   * Follows the signed-in person's users/{uid} on the server, for as long as someone is
   * signed in: an admin's approval, refusal, disabling or role change reaches the session
   * (and through it the router's guards) within seconds, and every answer from the server
   * renews the offline allowance. A document that is gone counts as disabled.
   */
  function watchAccess(): () => void {
    let watching: { uid: string; stop: () => void } | undefined;
    let inContact = false;
    const follow = () => {
      const uid = store.user?.uid;
      if (watching?.uid === uid) return;
      watching?.stop();
      watching = undefined;
      inContact = false;
      if (!uid) return;
      const stop = profiles.watch(uid, ({ fromCache, profile }) => {
        inContact = !fromCache;
        const current = store.user;
        if (fromCache || !current || current.uid !== uid) return;
        const next: StoredUser = profile
          ? { ...profile, uid, lastServerContactAt: now() }
          : { ...current, status: 'disabled', lastServerContactAt: now() };
        if (sameAccess(current, next)) store.touch(now());
        else store.setUser(next);
      });
      watching = { uid, stop };
    };
    follow();
    const unsubscribe = store.subscribe(follow);
    // A listener that stays connected hears nothing while nothing changes: its silence is contact too.
    const renew = setInterval(() => {
      if (inContact && store.user) store.touch(now());
    }, CONTACT_RENEW_MS);
    return () => {
      clearInterval(renew);
      unsubscribe();
      watching?.stop();
    };
  }

  /**
   * Ends a session that outlived its offline allowance (`VITE_OFFLINE_SESSION_DAYS` without an
   * answer from the server): a device that no longer answers for its person keeps none of the
   * firm's data, even offline — writes it never sent go with it (issue 26).
   */
  async function expireSession(): Promise<void> {
    const uid = store.user?.uid;
    await profiles.close().catch(() => undefined);
    if (uid) await profiles.discard(uid).catch(() => undefined);
    await logout();
  }

  /**
   * Access ended (an admin disabled, refused or deleted the account) or never began: the
   * replica stops syncing and the firm's data leaves this device (issue 26). The session
   * stays, to say why ("Acesso desativado") and to follow a re-approval.
   */
  async function endAccess(): Promise<void> {
    const uid = store.user?.uid;
    await profiles.close().catch(() => undefined);
    if (uid) await profiles.discard(uid).catch(() => undefined);
  }

  return { login, signUp, logout, watchIdentity, watchAccess, expireSession, endAccess };
}
