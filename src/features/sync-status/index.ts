/** What other features and the shell use from the sync status area. */
export { SyncStatusBadge } from './SyncStatusBadge';
export { SYNC_PHASE_ICONS } from './SyncStatusButton';
export { SyncStatusDetails } from './SyncStatusDetails';
export { RefusedWrites, RefusedWritesList, restoreBlockedReason } from './RefusedWritesList';
export { REFUSAL_REASONS, refusalReason, refusedCountText, refusedWriteTitle } from './refused-writes-text';
export { useShownSyncStatus } from './use-shown-sync-status';
export {
  SYNC_PHASE_LABELS,
  SYNC_PHASE_PALETTE,
  SYNC_PHASE_HINTS,
  shownSyncStatus,
  pendingWritesText,
  pendingWorkLines,
  lastSyncText,
  syncStatusText,
  syncSummary,
} from './describe-sync-status';
