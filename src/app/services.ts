import { createAuthStore } from '@/features/auth/auth-store';
import { createAuthService } from '@/features/auth/api/auth-service';
import { getFirebaseAuth } from '@/features/auth/api/firebase-auth';
import { createDataProfileGateway } from '@/features/auth/api/profile-gateway';
import { notifyError } from '@/lib/toaster';

/** App-wide singletons, created once outside React (the router context carries them). */
export const authStore = createAuthStore();
export const authService = createAuthService({
  auth: getFirebaseAuth(),
  store: authStore,
  profiles: createDataProfileGateway(),
  notifyError,
});
