import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '@/features/auth/auth-store';
import type { AuthService } from '@/features/auth/api/auth-service';

/** What every route's beforeLoad/loader receives (TanStack Router's authenticated-routes pattern). */
export interface RouterContext {
  auth: AuthStore;
  authService: AuthService;
  queryClient: QueryClient;
}
