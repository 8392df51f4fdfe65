import type { UserProfileGateway } from './auth-service';
import { getFirebaseSettings } from '@/lib/firebase-app';

/**
 * The auth flows' window on the data layer. The data layer is imported lazily so the
 * login page does not download RxDB or Firestore before the user submits.
 */
export const dataProfileGateway: UserProfileGateway = {
  async readLocal(uid) {
    const data = await import('@/data');
    const db = await data.openSessionDatabase({ uid });
    return data.getLocalUserProfile(db, uid);
  },
  async readServer(uid) {
    if (!getFirebaseSettings().syncAvailable) return null;
    const data = await import('@/data');
    return data.fetchUserProfileFromServer(uid);
  },
  async write(profile) {
    const data = await import('@/data');
    const db = await data.openSessionDatabase({ uid: profile.uid });
    await data.saveUserProfile(db, profile);
  },
  async close() {
    const data = await import('@/data');
    await data.closeSessionDatabase();
  },
};
