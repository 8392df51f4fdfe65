import { linkUploadUrl } from './link-attachment';
import { firebaseUploader, storageIsAvailable, type Uploader } from './storage-uploader';
import { setUploadProgress, type UploadErrorCode } from './progress';
import { deletePendingUpload, listPendingUploads, putPendingUploads, type PendingUpload } from './pending-uploads';

/**
 * The upload queue: files are stored on the device first (pending-uploads.ts), the message is
 * written with `downloadUrl: null`, and this worker sends each file to Storage when it can,
 * then writes the download URL into the message. It runs when the chat screen opens,
 * whenever the browser comes back online, and right after a file is queued.
 */

export interface QueueOptions {
  uploader?: Uploader;
  /** Defaults to the build's settings (no Storage configured → files stay on the device). */
  storageAvailable?: () => boolean;
  online?: () => boolean;
}

const running = new Map<string, Promise<void>>();
const rerun = new Set<string>();
const changeListeners = new Set<() => void>();

/** Called when the set of queued files changes (the messages re-check what is still local). */
export function onQueueChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function queueChanged() {
  for (const l of changeListeners) l();
}

export async function enqueueUploads(uid: string, uploads: readonly PendingUpload[]): Promise<void> {
  await putPendingUploads(uid, uploads);
  for (const u of uploads) setUploadProgress(u.storagePath, { phase: 'aguardando', fraction: 0 });
  queueChanged();
}

function uploadErrorCode(error: unknown): UploadErrorCode {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'storage/unauthorized') return 'unauthorized';
  if (code === 'storage/quota-exceeded') return 'quota-exceeded';
  if (code === 'storage/retry-limit-exceeded') return 'retry-limit-exceeded';
  return 'failed';
}

async function drain(uid: string, options: QueueOptions): Promise<void> {
  const uploader = options.uploader ?? firebaseUploader;
  const pending = await listPendingUploads(uid);
  for (const upload of pending) {
    if (!(options.online?.() ?? navigator.onLine)) return;
    setUploadProgress(upload.storagePath, { phase: 'enviando', fraction: 0 });
    try {
      const url = await uploader(upload, (fraction) =>
        setUploadProgress(upload.storagePath, { phase: 'enviando', fraction }),
      );
      await linkUploadUrl(upload, url);
      await deletePendingUpload(uid, upload.id);
      setUploadProgress(upload.storagePath, null);
      queueChanged();
    } catch (error) {
      setUploadProgress(upload.storagePath, { phase: 'erro', fraction: 0, error: uploadErrorCode(error) });
    }
  }
}

/** Sends what is queued (one run at a time per user; a call during a run schedules one more). */
export function processUploads(uid: string, options: QueueOptions = {}): Promise<void> {
  if (!(options.storageAvailable ?? storageIsAvailable)()) return Promise.resolve();
  const current = running.get(uid);
  if (current) {
    rerun.add(uid);
    return current;
  }
  const run = (async () => {
    try {
      do {
        rerun.delete(uid);
        await drain(uid, options);
      } while (rerun.has(uid));
    } finally {
      running.delete(uid);
    }
  })();
  running.set(uid, run);
  return run;
}

/** Runs the queue now and every time the browser reports it is back online. */
export function startUploadWorker(uid: string, options: QueueOptions = {}): () => void {
  const kick = () => void processUploads(uid, options).catch(() => undefined);
  kick();
  window.addEventListener('online', kick);
  return () => window.removeEventListener('online', kick);
}
