import { describe, expect, it } from 'vitest';
import { USER_STORAGE_KEY } from '@/config/constants';
import { createAuthStore } from '@/features/auth/auth-store';
import { loadStoredUser, saveStoredUser } from '@/features/auth/session-storage';
import { MemoryStorage } from '../../support/memory-storage';

const user = {
  uid: 'u1',
  displayName: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phoneNumber: '11987654321',
  cpf: '52998224725',
  role: 'advogado' as const,
  status: 'active' as const,
  lastServerContactAt: 1_700_000_000_000,
};

describe('session storage', () => {
  it("uses the spec's key '@lembretes:user'", () => {
    expect(USER_STORAGE_KEY).toBe('@lembretes:user');
    const storage = new MemoryStorage();
    saveStoredUser(user, storage);
    expect(storage.length).toBe(1);
    expect(JSON.parse(storage.getItem('@lembretes:user')!)).toEqual(user);
  });

  it('restores the stored user (record plus uid) on start', () => {
    const storage = new MemoryStorage();
    saveStoredUser(user, storage);
    expect(createAuthStore(storage).user).toEqual(user);
  });

  it('discards a damaged entry instead of trusting it', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_STORAGE_KEY, '{"uid":');
    expect(loadStoredUser(storage)).toBeNull();
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...user, role: 'superuser' }));
    expect(loadStoredUser(storage)).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('clear() removes the key and notifies subscribers', () => {
    const storage = new MemoryStorage();
    const store = createAuthStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.setUser(user);
    store.clear();
    expect(store.user).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(calls).toBe(2);
  });
});
