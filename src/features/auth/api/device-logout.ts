import { filter, firstValueFrom, timeout } from 'rxjs';
import { UnsyncedWritesError, syncStatus$, wipeLocalData, type PendingLocalWork } from '@/data';
import { backend } from '@/lib/http/backend';
import { browserPushDeps, unsubscribeDevice } from '@/lib/push/device-push';
import { clearUserCaches } from '@/lib/user-caches';

/** `kept`: a build without any server keeps the data (the device holds the only copy). */
export type DeviceLogoutResult =
  { signedOut: true; wiped: boolean; kept?: boolean } | { signedOut: false; pending: PendingLocalWork };

export interface DeviceLogoutDeps {
  /** Signs out, clears the query cache and goes to /entrar (the route's own sign-out). */
  signOut: () => Promise<void>;
  /** The data layer's wipe (replica, upload queue); it refuses while something is pending. */
  wipe?: () => Promise<void>;
  /** This user's other traces on the device (localStorage caches). */
  clearCaches?: () => void;
  /** True when this build has no server at all (sync 'indisponivel'). */
  serverless?: () => boolean;
  /** Resolves once the device knows how many writes are unsent, or after a short while. */
  pendingCounted?: () => Promise<void>;
  /** Stops this device's staff alerts (issue 36), before signing out: the backend call needs the session. */
  forgetPush?: () => Promise<void>;
}

/** The signed-out person's alerts must not reach this device (a shared tablet). Never blocks sign-out. */
function forgetThisDevicePush(): Promise<void> {
  if (typeof navigator === 'undefined') return Promise.resolve();
  return unsubscribeDevice(browserPushDeps(backend), { tellBackend: true }).catch(() => undefined);
}

/**
 * Right after signing in the count of unsent writes is unknown until the first sync cycle
 * ends (a second or two): 'Sair' pressed then would ask about changes "não confirmadas" that
 * are only being checked. It waits for the count that long at most, then decides.
 */
const COUNT_WAIT_MS = 3_000;
function pendingWritesCounted(): Promise<void> {
  return firstValueFrom(
    syncStatus$.pipe(
      filter((s) => s.pendingWrites !== null || ['offline', 'erro', 'parado'].includes(s.phase)),
      timeout({ first: COUNT_WAIT_MS }),
    ),
  ).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Spec §3 logout on a shared tablet: when the server has everything (no unsent writes, no
 * queued attachments, and the sync status can say so), remove this user's local data and
 * sign out. Otherwise nothing is touched and the pending work is returned for the person to
 * decide (wait, or stay signed in): unsent work exists nowhere else.
 *
 * A wipe that fails for another reason (storage error) does not keep the person signed in
 * against their will: they are signed out and `wiped` is false, for the caller to say so.
 */
export async function logoutAndClearDevice({
  signOut,
  wipe = wipeLocalData,
  clearCaches = clearUserCaches,
  serverless = () => syncStatus$.value.phase === 'indisponivel',
  pendingCounted = pendingWritesCounted,
  forgetPush = forgetThisDevicePush,
}: DeviceLogoutDeps): Promise<DeviceLogoutResult> {
  // Nothing will ever be sent anywhere: wiping would destroy the only copy, waiting would never end.
  if (serverless()) {
    await forgetPush();
    await signOut();
    return { signedOut: true, wiped: false, kept: true };
  }
  await pendingCounted();
  let wiped = true;
  try {
    await wipe();
  } catch (error) {
    if (error instanceof UnsyncedWritesError) return { signedOut: false, pending: error.pending };
    wiped = false;
  }
  await forgetPush();
  clearCaches();
  await signOut();
  return { signedOut: true, wiped };
}
