import { BehaviorSubject } from 'rxjs';
import type { SyncError } from './errors';

/**
 * One observable for the shell's sync indicator. Codes only: the words shown for each
 * phase belong to the UI (`src/features/sync-status/describe-sync-status.ts`).
 * - `indisponivel`: this build cannot reach Firestore at all (no project, no emulator);
 *   data stays on the device only.
 * - `parado`: replication not started (before sign-in / after sign-out).
 * - `offline`: the browser says the device has no connection; writes queue locally.
 * - `conectando`: online, but the server has not been reached yet — the first
 *   replication cycle is not complete, the last attempt could not reach the server and no
 *   cycle has completed since, or since the last reconnect/heal (browser back online, wake
 *   from sleep, the SDK's listener lost or regained the server) not every collection has
 *   completed a read from the server.
 * - `sincronizando` / `sincronizado` / `erro`. `sincronizado` means verified: nothing pending
 *   and the last consistency check (since the last heal) found the device equal to the server.
 */
export type SyncPhase =
  'indisponivel' | 'parado' | 'offline' | 'conectando' | 'sincronizando' | 'sincronizado' | 'erro';

export interface SyncStatus {
  phase: SyncPhase;
  /**
   * Local writes not yet confirmed by the server. Null when unknown (sync unavailable:
   * nothing has ever been confirmed) — treat null like "there are unsynced writes"
   * before discarding local data.
   */
  pendingWrites: number | null;
  /** ISO time of the last moment everything was pushed and pulled. */
  lastSyncedAt: string | null;
  /**
   * ISO time of the last consistency check that found this device equal to the server
   * (sync/consistency-check.ts). 'sincronizado' is only shown once the check has passed since
   * the session started and since the last heal.
   */
  verifiedAt: string | null;
  /** Documents from the server skipped because they failed validation (see `logs`). */
  invalidDocuments: number;
  /** The current error (phase 'erro'), as its entry of the spec's catalogue (the UI words it). */
  error: SyncError | null;
  /** False in a tab that is not the replication leader (another tab syncs for it). */
  leader: boolean;
  /** The local replica was found wiped by the browser and is being pulled again. */
  restoredAfterWipe: boolean;
}

export function makeStatus(phase: SyncPhase, rest: Partial<Omit<SyncStatus, 'phase'>> = {}): SyncStatus {
  return {
    phase,
    pendingWrites: null,
    lastSyncedAt: null,
    verifiedAt: null,
    invalidDocuments: 0,
    error: null,
    leader: true,
    restoredAfterWipe: false,
    ...rest,
  };
}

/** The session's sync status (the replication of the signed-in user's replica feeds it). */
export const syncStatus$ = new BehaviorSubject<SyncStatus>(makeStatus('parado'));

/** Refuses to discard local data while writes may still be unsynced (logout, "apagar dados"). */
export function canDiscardLocalData(status: SyncStatus = syncStatus$.value): boolean {
  return status.pendingWrites === 0;
}
