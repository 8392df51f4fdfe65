import type { AuthStore } from '@/features/auth/auth-store';
import type { AuthService } from '@/features/auth/api/auth-service';
import type { RemoteQueryCache } from './remote-queries';

/** What every route's beforeLoad/loader receives (TanStack Router's authenticated-routes pattern). */
export interface RouterContext {
  auth: AuthStore;
  authService: AuthService;
  /** Cleared on sign-out; the QueryClient itself lives with the signed-in screens (SignedInProviders). */
  queryClient: RemoteQueryCache;
}
