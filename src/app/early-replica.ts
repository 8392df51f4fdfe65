import { isStaffRole } from '@advocacia/shared/config/roles';
import { isSessionExpired } from '@/features/auth/session-expiry';
import { loadStoredUser } from '@/features/auth/session-storage';
import { getFirebaseSettings } from '@/lib/firebase-settings';

/**
 * A signed-in staff member's replica starts opening from the cached session, before the app's
 * modules are evaluated: `main.tsx` imports this module first, so the data layer's code is
 * requested as soon as the entry's files are in, while React and Chakra's system are set up —
 * not after them (measured on `/clientes` after a page load: requested at 361 ms instead of
 * 549 ms, and the replica waits for them). The route guard awaits the same
 * opening (`openSessionDatabase` shares it) instead of starting another.
 */
export function openCachedReplicaEarly(): void {
  try {
    // A build without valid settings shows its configuration error (main.tsx), nothing else.
    getFirebaseSettings();
  } catch {
    return;
  }
  const cached = loadStoredUser();
  // An expired session opens nothing: the guard removes its data (issue 26).
  if (cached && isStaffRole(cached.role) && cached.status === 'active' && !isSessionExpired(cached)) {
    void import('@/features/auth/api/replica')
      .then((m) => m.openUserReplica(cached.uid, cached.role))
      .catch(() => undefined);
  }
}

// Work on import, on purpose: the one exception to "no module does work on import"
// (docs/architecture.md, First screen) — the point is to start before the app's modules evaluate.
openCachedReplicaEarly();
