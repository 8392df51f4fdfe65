import type { AlertPrefs } from '@advocacia/shared/alerts/preferences';
import { updateDoc } from '@/data';

/**
 * Saves which alerts reach the person's devices (issue 36) to their own `users` document in the
 * local replica, like the rest of the profile: offline too, synced later; the backend's alert
 * job reads them there (firestore.rules let a person write `alertPrefs` on their own profile).
 */
export async function saveAlertPrefs(uid: string, prefs: AlertPrefs): Promise<void> {
  await updateDoc('users', uid, { alertPrefs: prefs }, { summary: 'Atualizou as preferências de alertas' });
}
