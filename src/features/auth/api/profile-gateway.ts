import type { UserProfileGateway } from './auth-service';
import { getFirebaseSettings } from '@/lib/firebase-settings';
import { clearUserCaches } from '@/lib/user-caches';

export interface ReplicaOptions {
  /** Several tabs share the replica in the browser; Node tests run a single instance. */
  multiInstance?: boolean;
  /** Start Firestore replication after opening (default: yes, when sync is configured). */
  sync?: boolean;
}

/**
 * The auth flows' window on the data layer. The data layer is imported lazily so the
 * login page does not download RxDB or Firestore before the user submits.
 */
export function createDataProfileGateway(options: ReplicaOptions = {}): UserProfileGateway {
  return {
    async readLocal(uid) {
      // Only a look-up: replication starts once the guard knows the role (openUserReplica).
      const data = await import('@/data');
      const db = await data.openSessionDatabase({ uid, ...options, sync: false });
      return data.getLocalUserProfile(db, uid);
    },
    async readServer(uid) {
      if (!getFirebaseSettings().syncAvailable) return null;
      const data = await import('@/data');
      return data.fetchUserProfileFromServer(uid);
    },
    async create(profile) {
      const data = await import('@/data');
      if (getFirebaseSettings().syncAvailable) {
        await data.createPendingProfile(profile);
        return 'pending';
      }
      // No Firestore at all (a local demo build): no server, no admin to ask — this device is
      // the whole system, so the account works at once, on its own replica only.
      const db = await data.openSessionDatabase({ uid: profile.uid, ...options, sync: false });
      await data.saveUserProfile(db, { ...profile, status: 'active' });
      return 'active';
    },
    watch(uid, onSnapshot) {
      if (!getFirebaseSettings().syncAvailable) return () => undefined;
      let stop: (() => void) | undefined;
      let stopped = false;
      void import('@/data').then((data) => {
        if (!stopped) stop = data.watchOwnProfile(uid, onSnapshot);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async close() {
      const data = await import('@/data');
      await data.closeSessionDatabase();
    },
    async discard(uid) {
      const data = await import('@/data');
      await data.discardLocalData(uid);
      clearUserCaches();
    },
  };
}
