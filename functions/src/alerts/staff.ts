import type { DocumentData } from 'firebase-admin/firestore';
import { alertPrefsOf, type AlertPrefs } from '@advocacia/shared/alerts/preferences';
import { isStaffRole, staffStatusOf, type StaffRole } from '@advocacia/shared/config/roles';
import type { BackendDeps } from '../access.js';
import { deleteAllSubscriptions } from './subscriptions.js';

/**
 * Who may receive staff alerts (issue 36): `users/{uid}` — the one source of truth for access, as
 * in access.ts and firestore.rules — a staff role, status `active`, not soft-deleted. Anyone else
 * receives nothing, and their devices' subscriptions are deleted.
 */
export interface StaffMember {
  uid: string;
  role: StaffRole;
  name: string;
  prefs: AlertPrefs;
}

export function activeStaffOf(uid: string, user: DocumentData | undefined): StaffMember | null {
  if (!user || user._deleted === true || !isStaffRole(user.role) || staffStatusOf(user.status) !== 'active')
    return null;
  return { uid, role: user.role, name: String(user.displayName ?? ''), prefs: alertPrefsOf(user.alertPrefs) };
}

/** Every active staff member, by uid. */
export async function activeStaff(deps: BackendDeps): Promise<Map<string, StaffMember>> {
  const snap = await deps.db.collection('users').where('status', '==', 'active').get();
  const staff = new Map<string, StaffMember>();
  for (const d of snap.docs) {
    const member = activeStaffOf(d.id, d.data());
    if (member) staff.set(d.id, member);
  }
  return staff;
}

/**
 * A write to users/{uid} (index.ts trigger, local-jobs listener): a person who lost access
 * (disabled, refused, deleted, no longer staff) loses their devices' subscriptions at once.
 * Returns how many were deleted.
 */
export async function onUserWrittenForAlerts(
  deps: BackendDeps,
  uid: string,
  after: DocumentData | undefined,
): Promise<number> {
  if (activeStaffOf(uid, after)) return 0;
  // A client account of the mobile app keeps its Expo tokens (expoToken/{uid}); only web push goes.
  return deleteAllSubscriptions(deps, uid);
}
