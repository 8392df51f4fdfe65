/** What other features and the shell use from the sync status area. */
export { SyncStatusBadge, SYNC_PHASE_ICONS } from './SyncStatusBadge';
export { SyncStatusDetails } from './SyncStatusDetails';
export { SYNC_PHASE_PALETTE, SYNC_PHASE_HINTS, pendingWritesText, lastSyncText, syncSummary } from './describe-sync-status';
