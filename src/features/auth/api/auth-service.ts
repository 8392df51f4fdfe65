import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import { isStaffRole } from '@/config/roles';
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
  /** Writes the user document to the local replica. */
  write(profile: StoredUser): Promise<void>;
  /** Closes the in-memory replica handle; data on disk (and unsynced writes) stay. */
  close(): Promise<void>;
}

export interface AuthServiceDeps {
  auth: Auth;
  store: AuthStore;
  profiles: UserProfileGateway;
  notifyError: (title: string, description: string) => void;
  isOnline?: () => boolean;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ auth, store, profiles, notifyError, isOnline = () => navigator.onLine }: AuthServiceDeps) {
  async function loadProfile(uid: string): Promise<StoredUser> {
    let profile = await profiles.readLocal(uid);
    if (!profile && isOnline()) profile = await profiles.readServer(uid).catch(() => null);
    if (!profile) throw new AuthFlowError('auth/user-not-found', USER_NOT_FOUND_MESSAGE);
    if (!isStaffRole(profile.role)) throw new AuthFlowError('app/client-account', CLIENT_ACCOUNT_MESSAGE);
    return profile;
  }

  /** Spec §7 login: sign in, then read users/{uid}. Returns whether the user is now signed in. */
  async function login({ username, password }: LoginInput): Promise<boolean> {
    try {
      const credential = await signInWithEmailAndPassword(auth, username, password);
      const profile = await loadProfile(credential.user.uid);
      store.setUser({ ...profile, uid: credential.user.uid });
      return true;
    } catch (error) {
      // A signed-in account without a usable staff profile must not linger.
      if (auth.currentUser) await signOut(auth).catch(() => undefined);
      await profiles.close().catch(() => undefined);
      notifyError(AUTH_ERROR_TITLE, loginErrorMessage(error));
      return false;
    }
  }

  /** Spec §7 sign-up: create the account, write the user document, sign in. Errors are toasted and re-thrown. */
  async function signUp(input: SignUpInput): Promise<StoredUser> {
    try {
      const credential = await createUserWithEmailAndPassword(auth, input.email, input.password);
      const uid = credential.user.uid;
      await updateProfile(credential.user, { displayName: input.displayName }).catch(() => undefined);
      const profile: StoredUser = {
        displayName: input.displayName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        uid,
        cpf: input.cpf,
        role: input.role,
      };
      await profiles.write(profile);
      store.setUser(profile);
      return profile;
    } catch (error) {
      notifyError(AUTH_ERROR_TITLE, signUpErrorMessage(error));
      throw error;
    }
  }

  /** Signs out and forgets the session in memory; the replica on disk keeps any unsynced writes. */
  async function logout(): Promise<void> {
    await signOut(auth).catch(() => undefined);
    await profiles.close();
    store.clear();
  }

  /**
   * Spec §4: when the identity provider reports no signed-in user, clear the session and
   * let the caller send the user to /entrar. Offline, Firebase restores its persisted user,
   * so a cached session is never dropped just because the network is gone.
   */
  function watchIdentity(onSignedOut: () => void): () => void {
    return onAuthStateChanged(auth, (firebaseUser) => {
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
    });
  }

  return { login, signUp, logout, watchIdentity };
}
