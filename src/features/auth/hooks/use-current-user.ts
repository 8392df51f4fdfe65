import { useRouteContext } from '@tanstack/react-router';
import type { StoredUser } from '../session-storage';
import type { StaffRole } from '@advocacia/shared/config/roles';

/** The signed-in staff member (only valid under the signed-in layout, where the guard guarantees one). */
export function useCurrentUser(): StoredUser & { role: StaffRole } {
  return useRouteContext({ from: '/_app' }).user as StoredUser & { role: StaffRole };
}
