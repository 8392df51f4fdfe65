import { createAuthStore } from '@/features/auth/auth-store';
import { createAuthService } from '@/features/auth/api/auth-service';
import { createDataProfileGateway } from '@/features/auth/api/profile-gateway';
import { notifyError } from '@/lib/toaster';

/**
 * Firebase Auth, loaded on demand: the guards route from the cached session, so neither /entrar
 * nor a signed-in start needs Auth before first paint (startSessionWatch loads it right after).
 */
const loadFirebaseAuth = () => import('@/lib/firebase-auth').then((m) => m.getFirebaseAuth());

/** App-wide singletons, created once outside React (the router context carries them). */
export const authStore = createAuthStore();
export const authService = createAuthService({
  auth: loadFirebaseAuth,
  store: authStore,
  profiles: createDataProfileGateway(),
  notifyError,
});
