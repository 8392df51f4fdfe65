/**
 * What other features use from auth. Every signed-in screen imports this, the home page on the
 * first screen included: keep it light — no Firebase Auth, no data layer (device.ts has the
 * heavier device logout).
 */
export { useCurrentUser } from './hooks/use-current-user';
export type { StoredUser } from './session-storage';
