import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_PROJECT_ID, readFirebaseSettings } from '@/config/env';

const real = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'escritorio.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'escritorio-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'escritorio-prod.appspot.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('Firebase settings from VITE_FIREBASE_*', () => {
  it('with no settings, uses a demo- project on the local Auth emulator and reports sync unavailable', () => {
    const s = readFirebaseSettings({ MODE: 'development', DEV: true });
    expect(s.projectId).toBe(DEMO_PROJECT_ID);
    expect(s.projectId.startsWith('demo-')).toBe(true);
    expect(s.emulators.auth).toBe('127.0.0.1:9099');
    expect(s.syncAvailable).toBe(false);
  });

  it('turns sync on when the Firestore emulator host is given', () => {
    const s = readFirebaseSettings({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    expect(s.syncAvailable).toBe(true);
    expect(s.emulators.firestore).toBe('127.0.0.1:8080');
  });

  it('accepts a complete real project and does not use emulators', () => {
    const s = readFirebaseSettings(real);
    expect(s.demo).toBe(false);
    expect(s.projectId).toBe('escritorio-prod');
    expect(s.emulators).toEqual({ auth: undefined, firestore: undefined, storage: undefined });
  });

  it('lists every missing or malformed setting in one readable error', () => {
    try {
      readFirebaseSettings({ VITE_FIREBASE_API_KEY: 'x', VITE_FIREBASE_PROJECT_ID: 'Projeto Errado' });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toContain('VITE_FIREBASE_AUTH_DOMAIN não foi definido');
      expect(problems).toContain('VITE_FIREBASE_STORAGE_BUCKET não foi definido');
      expect(problems).toContain('VITE_FIREBASE_APP_ID não foi definido');
      expect(problems).toContain('VITE_FIREBASE_PROJECT_ID inválido');
    }
  });

  it('rejects a malformed emulator host', () => {
    expect(() => readFirebaseSettings({ VITE_AUTH_EMULATOR_HOST: 'localhost' })).toThrow(ConfigError);
  });
});
