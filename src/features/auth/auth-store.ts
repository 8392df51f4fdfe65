import { loadStoredUser, saveStoredUser, clearStoredUser, type StoredUser } from './session-storage';

/**
 * The session, held outside React so the router's `beforeLoad` guards can read it
 * synchronously. It is restored from localStorage at start — that is what lets the
 * guards route correctly on a device that starts offline.
 */
export interface AuthStore {
  readonly user: StoredUser | null;
  setUser(user: StoredUser): void;
  /** Records an answer from the server (offline allowance) without telling the listeners. */
  touch(lastServerContactAt: number): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createAuthStore(storage: Storage = localStorage): AuthStore {
  let user = loadStoredUser(storage);
  // A session saved before contacts were recorded starts its offline allowance now.
  if (user && user.lastServerContactAt === undefined) {
    user = { ...user, lastServerContactAt: Date.now() };
    saveStoredUser(user, storage);
  }
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get user() {
      return user;
    },
    setUser(next) {
      user = next;
      saveStoredUser(next, storage);
      emit();
    },
    touch(lastServerContactAt) {
      if (!user) return;
      user = { ...user, lastServerContactAt };
      saveStoredUser(user, storage);
    },
    clear() {
      user = null;
      clearStoredUser(storage);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
