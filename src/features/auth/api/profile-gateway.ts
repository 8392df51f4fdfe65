import type { UserProfileGateway } from './auth-service';
import { getFirebaseSettings } from '@/lib/firebase-app';

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
  const open = async (uid: string) => {
    const data = await import('@/data');
    return { data, db: await data.openSessionDatabase({ uid, ...options }) };
  };
  return {
    async readLocal(uid) {
      const { data, db } = await open(uid);
      return data.getLocalUserProfile(db, uid);
    },
    async readServer(uid) {
      if (!getFirebaseSettings().syncAvailable) return null;
      const data = await import('@/data');
      return data.fetchUserProfileFromServer(uid);
    },
    async write(profile) {
      const { data, db } = await open(profile.uid);
      await data.saveUserProfile(db, profile);
    },
    async close() {
      const data = await import('@/data');
      await data.closeSessionDatabase();
    },
  };
}
