import { describe, expect, it } from 'vitest';
import { shouldBypass } from '@/app/pwa/sw-bypass';

const origin = 'https://app.example.com.br';
const get = (url: string) => ({ url, method: 'GET' });

describe('service worker bypass (auth/API traffic goes to the network untouched)', () => {
  it.each([
    'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x',
    'https://securetoken.googleapis.com/v1/token?key=x',
    'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8',
    'https://firebasestorage.googleapis.com/v0/b/bucket/o/file.pdf?alt=media',
    'https://www.googleapis.com/identitytoolkit/v3/relyingparty/getProjectConfig',
    'https://demo-advocacia.firebaseapp.com/__/auth/handler',
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp',
    'http://127.0.0.1:8080/google.firestore.v1.Firestore/Write/channel',
    'http://localhost:9199/v0/b/bucket/o',
    'https://viacep.com.br/ws/01001000/json/',
    `${origin}/__/auth/handler`,
    `${origin}/__/firebase/init.json`,
  ])('bypasses %s', (url) => {
    expect(shouldBypass(get(url), origin)).toBe(true);
  });

  it('bypasses every non-GET request, even on our origin', () => {
    expect(shouldBypass({ url: `${origin}/`, method: 'POST' }, origin)).toBe(true);
  });

  it('bypasses emulator ports on the same host as a local app', () => {
    expect(shouldBypass(get('http://127.0.0.1:9099/'), 'http://127.0.0.1:9099')).toBe(true);
  });

  it.each([
    `${origin}/`,
    `${origin}/clientes/editar/abc`,
    `${origin}/assets/index-abc.js`,
    `${origin}/icons/icon-192.png`,
  ])('handles the app shell %s', (url) => {
    expect(shouldBypass(get(url), origin)).toBe(false);
  });

  it('bypasses malformed and non-http URLs', () => {
    expect(shouldBypass(get('chrome-extension://abc/script.js'), origin)).toBe(true);
    expect(shouldBypass(get('not a url'), origin)).toBe(true);
  });
});
