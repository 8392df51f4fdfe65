import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../support/start-auth-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/**
 * The real Firebase Auth emulator for the integration tests: the one `npm test` started
 * (FIREBASE_AUTH_EMULATOR_HOST), or one of our own when vitest runs alone.
 */
export default async function setup(project: TestProject) {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given) {
    project.provide('authEmulatorHost', given);
    return;
  }
  const emulator = await startAuthEmulator();
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
