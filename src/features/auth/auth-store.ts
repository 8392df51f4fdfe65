import { loadStoredUser, saveStoredUser, clearStoredUser, type StoredUser } from './session-storage';

/**
 * The session, held outside React so the router's `beforeLoad` guards can read it
 * synchronously. It is restored from localStorage at start — that is what lets the
 * guards route correctly on a device that starts offline.
 */
export interface AuthStore {
  readonly user: StoredUser | null;
  setUser(user: StoredUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createAuthStore(storage: Storage = localStorage): AuthStore {
  let user = loadStoredUser(storage);
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
