import { updateDoc } from '@/data';
import type { StoredUser } from '@/features/auth';
import type { ProfileValues } from '../profile-schema';

/** How long a save waits for the person's own record to reach a device that just got access. */
export const PROFILE_ARRIVAL_MS = 30_000;

/**
 * Saves the profile to the user's `users` document in the local replica (offline too; sync
 * carries it to the server) and returns the session user with the new values, which the
 * caller stores so the shell and the next start show them.
 */
export async function saveProfile(user: StoredUser, values: ProfileValues): Promise<StoredUser> {
  await updateDoc(
    'users',
    user.uid,
    {
      displayName: values.displayName,
      phoneNumber: values.phoneNumber,
      cpf: values.cpf,
      oab: values.oab,
    },
    // Right after an admin's approval the profile is still on its way to this device.
    { summary: 'Atualizou o próprio perfil', awaitArrivalMs: PROFILE_ARRIVAL_MS },
  );
  return { ...user, ...values };
}
