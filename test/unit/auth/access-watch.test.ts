import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { createAuthStore } from '@/features/auth/auth-store';
import { createAuthService, type UserProfileGateway } from '@/features/auth/api/auth-service';
import {
  isSessionExpired,
  offlineSessionDays,
  signedOutReasonText,
  SESSION_EXPIRED_REASON,
} from '@/features/auth/session-expiry';
import type { StoredUser } from '@/features/auth/session-storage';
import { MemoryStorage } from '../../support/memory-storage';

const DAY = 24 * 60 * 60 * 1000;
const pending: StoredUser = {
  uid: 'u1',
  displayName: 'Rafael Pedido',
  email: 'rafael@exemplo.com.br',
  phoneNumber: '11987654321',
  cpf: '52998224725',
  role: 'advogado',
  status: 'pending',
  lastServerContactAt: 1_000,
};

type Snapshot = { fromCache: boolean; profile: StoredUser | null };

/**
 * The gateway's `watch` as users/{uid} on the server would drive it: the test plays the
 * server's (or the SDK cache's) answers. Only the watch is used by watchAccess.
 */
function serverPlayback() {
  let emit: ((s: Snapshot) => void) | undefined;
  const watched: string[] = [];
  const gateway = {
    watch(uid: string, onSnapshot: (s: Snapshot) => void) {
      watched.push(uid);
      emit = onSnapshot;
      return () => (emit = undefined);
    },
  } as unknown as UserProfileGateway;
  return { gateway, watched, answer: (s: Snapshot) => emit?.(s) };
}

function setUp(now: () => number) {
  const storage = new MemoryStorage();
  const store = createAuthStore(storage);
  store.setUser(pending);
  const server = serverPlayback();
  const service = createAuthService({
    auth: {} as Auth,
    store,
    profiles: server.gateway,
    notifyError: () => undefined,
    now,
  });
  const changes = vi.fn();
  store.subscribe(changes);
  return { store, server, service, changes };
}

afterEach(() => vi.useRealTimers());

describe('watchAccess: the session follows users/{uid} on the server', () => {
  it("an admin's approval reaches the session (and the router) at once, with the role the admin chose", () => {
    const { store, server, service, changes } = setUp(() => 50_000);
    const stop = service.watchAccess();
    expect(server.watched).toEqual(['u1']);
    server.answer({ fromCache: false, profile: { ...pending, status: 'active', role: 'atendente' } });
    expect(store.user).toMatchObject({ status: 'active', role: 'atendente', lastServerContactAt: 50_000 });
    expect(changes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('an answer from the SDK cache proves no contact and changes nothing', () => {
    const { store, server, service, changes } = setUp(() => 50_000);
    const stop = service.watchAccess();
    server.answer({ fromCache: true, profile: { ...pending, status: 'active' } });
    expect(store.user).toMatchObject({ status: 'pending', lastServerContactAt: 1_000 });
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('disabled or removed on the server: the session loses access', () => {
    const { store, server, service } = setUp(() => 60_000);
    const stop = service.watchAccess();
    server.answer({ fromCache: false, profile: { ...pending, status: 'active' } });
    server.answer({ fromCache: false, profile: { ...pending, status: 'disabled' } });
    expect(store.user?.status).toBe('disabled');
    server.answer({ fromCache: false, profile: { ...pending, status: 'active' } });
    server.answer({ fromCache: false, profile: null });
    expect(store.user?.status).toBe('disabled');
    stop();
  });

  it('the same answer again only renews the offline allowance, without waking the router', () => {
    let now = 10_000;
    const { store, server, service, changes } = setUp(() => now);
    const stop = service.watchAccess();
    server.answer({ fromCache: false, profile: pending });
    now = 20_000;
    server.answer({ fromCache: false, profile: pending });
    expect(store.user?.lastServerContactAt).toBe(20_000);
    expect(changes).not.toHaveBeenCalled();
    stop();
  });

  it('a connected listener that hears nothing is still contact: the allowance renews while it stays connected', () => {
    vi.useFakeTimers();
    let now = 0;
    const { store, server, service } = setUp(() => now);
    const stop = service.watchAccess();
    server.answer({ fromCache: false, profile: pending });
    now = 3 * DAY;
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(store.user?.lastServerContactAt).toBe(3 * DAY);
    // Connection lost (the SDK re-raises the document from its cache): no more renewals.
    server.answer({ fromCache: true, profile: pending });
    now = 4 * DAY;
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(store.user?.lastServerContactAt).toBe(3 * DAY);
    stop();
  });

  it('follows whoever signs in next, and stops with sign-out', () => {
    const { store, server, service } = setUp(() => 1);
    const stop = service.watchAccess();
    store.setUser({ ...pending, uid: 'u2' });
    expect(server.watched).toEqual(['u1', 'u2']);
    store.clear();
    server.answer({ fromCache: false, profile: { ...pending, status: 'active' } });
    expect(store.user).toBeNull();
    stop();
  });
});

describe('offline session expiry', () => {
  it('expires after the configured days without an answer from the server (default 14)', () => {
    expect(offlineSessionDays({})).toBe(14);
    expect(offlineSessionDays({ VITE_OFFLINE_SESSION_DAYS: '7' })).toBe(7);
    expect(offlineSessionDays({ VITE_OFFLINE_SESSION_DAYS: 'abc' })).toBe(14);
    const contact = Date.UTC(2026, 10, 1);
    expect(isSessionExpired({ lastServerContactAt: contact }, contact + 13 * DAY, 14)).toBe(false);
    expect(isSessionExpired({ lastServerContactAt: contact }, contact + 14 * DAY + 1, 14)).toBe(true);
    expect(signedOutReasonText(SESSION_EXPIRED_REASON, 14)).toBe(
      'Sua sessão expirou: este dispositivo ficou mais de 14 dias sem contato com o servidor. Conecte-se à internet e entre novamente.',
    );
  });

  it('a session saved before contacts were recorded starts its allowance when the app opens', () => {
    const storage = new MemoryStorage();
    const { lastServerContactAt: _drop, ...legacy } = pending;
    storage.setItem('@lembretes:user', JSON.stringify(legacy));
    const before = Date.now();
    const store = createAuthStore(storage);
    expect(store.user?.lastServerContactAt).toBeGreaterThanOrEqual(before);
  });
});
