import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signOut, type Auth } from 'firebase/auth';
import { createAuthStore } from '@/features/auth/auth-store';
import { createAuthService, type AuthService } from '@/features/auth/api/auth-service';
import { createDataProfileGateway } from '@/features/auth/api/profile-gateway';
import { CLIENT_ACCOUNT_MESSAGE } from '@/features/auth/auth-errors';
import { USER_STORAGE_KEY } from '@/config/constants';
import { closeSessionDatabase, getLocalUserProfile, openSessionDatabase, saveUserProfile } from '@/data';
import { MemoryStorage } from '../support/memory-storage';
import { startAuthEmulator } from '../support/start-auth-emulator.mjs';

const PROJECT = 'demo-advocacia';
let emulatorUrl = '';
let stopEmulator: (() => Promise<void>) | undefined;

let app: FirebaseApp;
let auth: Auth;
let storage: MemoryStorage;
let toasts: Array<{ title: string; description: string }>;
let service: AuthService;
let store: ReturnType<typeof createAuthStore>;

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`;
const signUpInput = (email: string, password = 'segredo-forte-123') => ({
  displayName: 'Ana Souza',
  email,
  password,
  cpf: '52998224725',
  phoneNumber: '11987654321',
  role: 'advogado' as const,
});

/** Creates an Auth account through the emulator's REST API, without any user document. */
async function createBareAccount(email: string, password: string): Promise<string> {
  const res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string };
  return body.localId;
}

async function setEmailPrivacy(enabled: boolean) {
  const res = await fetch(`${emulatorUrl}/emulator/v1/projects/${PROJECT}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  expect(res.ok).toBe(true);
}

beforeAll(async () => {
  // The real Auth emulator: the one `npm test` started, or our own when this file runs alone.
  let host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    const emulator = await startAuthEmulator();
    host = emulator.host;
    stopEmulator = emulator.stop;
  }
  emulatorUrl = `http://${host}`;
  app = initializeApp(
    { apiKey: 'demo-key', projectId: PROJECT, authDomain: `${PROJECT}.firebaseapp.com` },
    `auth-test-${Date.now()}`,
  );
  auth = getAuth(app);
  connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
});

afterAll(async () => {
  await closeSessionDatabase();
  await deleteApp(app);
  await stopEmulator?.();
});

function freshService() {
  storage = new MemoryStorage();
  toasts = [];
  store = createAuthStore(storage);
  service = createAuthService({
    auth,
    store,
    profiles: createDataProfileGateway({ multiInstance: false, sync: false }),
    notifyError: (title, description) => toasts.push({ title, description }),
    isOnline: () => true,
  });
}

afterEach(async () => {
  await signOut(auth);
  await closeSessionDatabase();
});

describe('sign-up against the Auth emulator', () => {
  it('creates the account, writes the user document to the local replica and signs in', async () => {
    freshService();
    const email = uniqueEmail('cadastro');
    const profile = await service.signUp(signUpInput(email));

    expect(auth.currentUser?.uid).toBe(profile.uid);
    const db = await openSessionDatabase({ uid: profile.uid, multiInstance: false, sync: false });
    const stored = await getLocalUserProfile(db, profile.uid);
    expect(stored).toMatchObject({
      displayName: 'Ana Souza',
      email,
      phoneNumber: '11987654321',
      uid: profile.uid,
      cpf: '52998224725',
      role: 'advogado',
    });
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ uid: profile.uid, email, role: 'advogado' });
    expect(toasts).toEqual([]);
  });

  it('login and sign-up write the session to the same single key', async () => {
    freshService();
    const email = uniqueEmail('chave');
    await service.signUp(signUpInput(email));
    const afterSignUp = [...Array(storage.length).keys()].map((i) => storage.key(i));
    await service.logout();
    expect(storage.length).toBe(0);

    expect(await service.login({ username: email, password: 'segredo-forte-123' })).toBe(true);
    const afterLogin = [...Array(storage.length).keys()].map((i) => storage.key(i));
    expect(afterSignUp).toEqual([USER_STORAGE_KEY]);
    expect(afterLogin).toEqual([USER_STORAGE_KEY]);
    expect(store.user?.email).toBe(email);
  });

  it.each([
    ['an e-mail already in use', 'dup', 'segredo-forte-123', 'Email já cadastrado!'],
    ['a weak password', 'fraca', '123', 'Senha muito fraca, tente uma mais forte!'],
  ])('toasts and re-throws %s', async (_label, tag, password, message) => {
    freshService();
    const email = uniqueEmail(tag);
    if (tag === 'dup') await createBareAccount(email, 'segredo-forte-123');
    await expect(service.signUp(signUpInput(email, password))).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\//),
    });
    expect(toasts).toEqual([{ title: 'Erro ao fazer login', description: message }]);
    expect(store.user).toBeNull();
  });
});

describe('login failures give the exact toast of the catalogue', () => {
  it('wrong password → Senha incorreta!', async () => {
    freshService();
    const email = uniqueEmail('senha');
    await createBareAccount(email, 'segredo-forte-123');
    expect(await service.login({ username: email, password: 'errada999' })).toBe(false);
    expect(toasts).toEqual([{ title: 'Erro ao fazer login', description: 'Senha incorreta!' }]);
  });

  it('unknown user → Usuário não encontrado!', async () => {
    freshService();
    expect(await service.login({ username: uniqueEmail('ninguem'), password: 'segredo-forte-123' })).toBe(false);
    expect(toasts).toEqual([{ title: 'Erro ao fazer login', description: 'Usuário não encontrado!' }]);
  });

  it('malformed e-mail → Email inválido!', async () => {
    freshService();
    expect(await service.login({ username: 'nao-e-um-email', password: 'segredo-forte-123' })).toBe(false);
    expect(toasts).toEqual([{ title: 'Erro ao fazer login', description: 'Email inválido!' }]);
  });

  it('account without a user document → Usuário não encontrado! and signed out', async () => {
    freshService();
    const email = uniqueEmail('semdoc');
    await createBareAccount(email, 'segredo-forte-123');
    expect(await service.login({ username: email, password: 'segredo-forte-123' })).toBe(false);
    expect(toasts).toEqual([{ title: 'Erro ao fazer login', description: 'Usuário não encontrado!' }]);
    expect(auth.currentUser).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('with e-mail enumeration protection (real projects) → Dados inválidos!', async () => {
    freshService();
    const email = uniqueEmail('protegido');
    await createBareAccount(email, 'segredo-forte-123');
    await setEmailPrivacy(true);
    try {
      expect(await service.login({ username: email, password: 'errada999' })).toBe(false);
      expect(await service.login({ username: uniqueEmail('ninguem'), password: 'segredo-forte-123' })).toBe(false);
    } finally {
      await setEmailPrivacy(false);
    }
    expect(toasts).toEqual([
      { title: 'Erro ao fazer login', description: 'Dados inválidos!' },
      { title: 'Erro ao fazer login', description: 'Dados inválidos!' },
    ]);
  });
});

describe('roles', () => {
  it('a cliente (mobile-app user) cannot enter the staff app and is signed out', async () => {
    freshService();
    const email = uniqueEmail('cliente');
    const uid = await createBareAccount(email, 'segredo-forte-123');
    const db = await openSessionDatabase({ uid, multiInstance: false, sync: false });
    await saveUserProfile(db, {
      uid,
      displayName: 'Carlos Cliente',
      email,
      phoneNumber: '11987654321',
      cpf: '52998224725',
      role: 'cliente',
      status: 'pending',
    });
    await closeSessionDatabase();

    expect(await service.login({ username: email, password: 'segredo-forte-123' })).toBe(false);
    expect(toasts).toEqual([{ title: 'Erro ao fazer login', description: CLIENT_ACCOUNT_MESSAGE }]);
    expect(auth.currentUser).toBeNull();
    expect(store.user).toBeNull();
  });
});

describe('session', () => {
  it('logout signs out and forgets the session but keeps the local replica (unsynced writes survive)', async () => {
    freshService();
    const email = uniqueEmail('sair');
    const { uid } = await service.signUp(signUpInput(email));
    await service.logout();
    expect(auth.currentUser).toBeNull();
    expect(store.user).toBeNull();
    const db = await openSessionDatabase({ uid, multiInstance: false, sync: false });
    expect(await getLocalUserProfile(db, uid)).not.toBeNull();
  });

  it('when the identity provider reports no user, the session is cleared and the caller redirects', async () => {
    freshService();
    await service.signUp(signUpInput(uniqueEmail('estado')));
    let redirects = 0;
    const stop = service.watchIdentity(() => redirects++);
    await signOut(auth);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(store.user).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(redirects).toBeGreaterThan(0);
  });
});
