/** Public surface of the data layer: the rest of the app imports from here only. */
export { openDatabase, databaseNameFor, type AppDatabase, type OpenDatabaseOptions } from './database';
export {
  databaseChanges,
  currentDatabase,
  requireDatabase,
  openSessionDatabase,
  closeSessionDatabase,
  currentActorUid,
  type SessionDatabaseOptions,
} from './session';
export { getLocalUserProfile, saveUserProfile, type UserProfileInput } from './users/user-profiles';
export { useStaff, type Staff } from './users/staff';
export { fetchUserProfileFromServer, createPendingProfile, watchOwnProfile } from './users/server-profile';

// Collections: schemas, document types, form schemas, labels.
export * from './collections';

// Writes (stamped + audited) and reads.
export {
  createDoc,
  updateDoc,
  updateDeletedDoc,
  softDeleteDoc,
  restoreDoc,
  getDoc,
  listDeleted,
  DataError,
  type DataErrorCode,
  type EditableOf,
  type UpdateOptions,
  type WritableCollectionName,
  type WriteOptions,
} from './repository';
export {
  observeCollection,
  observeDocument,
  observeCount,
  findDocs,
  prefetchOrderedPage,
  type DocQuery,
  type OrderedPage,
  type PageOrder,
} from './query';
export { searchClients, getClientSearchIndex, foldText, TextIndex } from './search';
export { appendLog, type LogEntryInput } from './audit';
export { assertMessagingConsent, hasMessagingConsent, ConsentRequiredError, NO_CONSENT } from './consent';

// Sync status and errors for the shell.
export { syncStatus$, canDiscardLocalData, type SyncStatus, type SyncPhase } from './sync/status';
// The device's clock against the server's (issue 41): stamps use the corrected time.
export { nowIso } from './sync/clock';
export { clockReading$, type ClockReading } from './clock-reading';
export { mapFirestoreError, isOfflineError, firestoreErrorCode, type SyncError } from './sync/errors';
export { mergeThreeWay } from './sync/conflict-handler';
// Writes the server refused, set aside on this device (sync details, logs).
export {
  useRefusedWrites,
  observeSessionRefusedWrites,
  restoreRefusedWrite,
  discardRefusedWrite,
  refusedWriteKind,
  REFUSAL_CODES,
  type RefusedWrite,
  type RefusalCode,
  type RefusedWriteKind,
} from './refused-writes';

// React hooks for screens.
export {
  useLiveQuery,
  useUniqueClash,
  useDocument,
  useOrderedPage,
  useClientSearch,
  useSyncStatus,
  useClockReading,
  usePendingLocalWork,
  type LiveResult,
} from './react';

// This device's copy: what is still pending, and removing it (logout, device wipe).
export {
  wipeLocalData,
  discardLocalData,
  UnsyncedWritesError,
  readPendingLocalWork,
  observePendingLocalWork,
  nothingPending,
  type PendingLocalWork,
} from './wipe-local-data';
export {
  putPendingUploads,
  listPendingUploads,
  getPendingUpload,
  deletePendingUpload,
  closePendingUploadStores,
  countPendingUploads,
  type PendingUpload,
} from './uploads/pending-uploads';
// The upload queue: files kept on the device until Storage takes them, then linked into their message.
export { enqueueUploads, processUploads, startUploadWorker, onQueueChange, type QueueOptions } from './uploads/queue';
export {
  useUploadProgress,
  getUploadProgress,
  type UploadProgress,
  type UploadPhase,
  type UploadErrorCode,
} from './uploads/progress';
export { storageIsAvailable, type Uploader } from './uploads/storage-uploader';
// A long conversation's loaded window (queries the storage's index can answer).
export {
  windowQuery,
  loadMessageWindow,
  watchMessageWindow,
  peekMessageWindow,
  prefetchWindowStart,
  keepUnchanged,
  type WindowSnapshot,
} from './message-window';

// Online-only data.
export { observeOpenTickets, type Ticket, type TicketsResult } from './tickets';
export { observeJobsConfig, saveJobSwitch, type JobsConfigResult } from './jobs-config';
