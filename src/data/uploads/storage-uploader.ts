import { getFirebaseSettings } from '@/lib/firebase-settings';
import type { PendingUpload } from './pending-uploads';

/** Uploads one file and resolves with its download URL; reports progress 0..1. */
export type Uploader = (upload: PendingUpload, onProgress: (fraction: number) => void) => Promise<string>;

/** The Storage calls the uploader makes, apart so the take-over rule below can be tested without a server. */
export interface StorageCalls {
  upload(
    path: string,
    blob: Blob,
    metadata: { contentType: string; customMetadata: Record<string, string> },
    onProgress: (fraction: number) => void,
  ): Promise<void>;
  metadata(path: string): Promise<{ size: number; customMetadata?: Record<string, string> }>;
  downloadUrl(path: string): Promise<string>;
}

/**
 * Sends one file. storage.rules allow create but never overwrite, so a file whose upload
 * finished just before a reload (URL not yet written into the message) is refused the second
 * time: then the object already there is taken over — only if this user uploaded it and
 * it has the device copy's size, so nobody can slip another file into a pending message.
 */
export async function uploadWith(
  calls: StorageCalls,
  upload: PendingUpload,
  onProgress: (fraction: number) => void,
): Promise<string> {
  try {
    await calls.upload(
      upload.storagePath,
      upload.blob,
      {
        contentType: upload.type,
        // storage.rules check uploadedBy/chatId/messageId (a document: processId or clientId and
        // documentId) against the writer and the path.
        customMetadata: upload.document
          ? {
              uploadedBy: upload.uid,
              [upload.document.owner === 'processes' ? 'processId' : 'clientId']: upload.document.ownerId,
              documentId: upload.document.entryId,
              originalName: upload.name,
            }
          : {
              uploadedBy: upload.uid,
              chatId: upload.chatId,
              messageId: upload.messageId,
              originalName: upload.name,
            },
      },
      onProgress,
    );
  } catch (error) {
    if ((error as { code?: string } | null)?.code !== 'storage/unauthorized') throw error;
    const existing = await calls.metadata(upload.storagePath).catch(() => null);
    if (!existing || existing.customMetadata?.uploadedBy !== upload.uid || existing.size !== upload.blob.size)
      throw error;
    onProgress(1);
  }
  return calls.downloadUrl(upload.storagePath);
}

let emulatorConnected = false;

/**
 * Firebase Storage, loaded on first use so the chat screen does not carry it up front.
 * uploadBytesResumable sends in chunks and retries a dropped chunk by itself; its session
 * does not survive a reload, so after one the file is sent again from the device copy.
 */
export const firebaseUploader: Uploader = async (upload, onProgress) => {
  const [sdk, { getFirebaseApp }] = await Promise.all([
    import('firebase/storage'),
    // Loaded here, not at the top: the data layer's entry point re-exports this module and the first screen needs no Firebase app.
    import('@/lib/firebase-app'),
  ]);
  const { getStorage, connectStorageEmulator } = sdk;
  const storage = getStorage(getFirebaseApp());
  const host = getFirebaseSettings().emulators.storage;
  if (host && !emulatorConnected) {
    const [hostname, port] = host.split(':');
    connectStorageEmulator(storage, hostname ?? '127.0.0.1', Number(port));
    emulatorConnected = true;
  }
  return uploadWith(sdkStorageCalls(sdk, storage), upload, onProgress);
};

/** The StorageCalls of the Firebase SDK on one Storage instance (apart: the stand-in's tests use them too). */
export function sdkStorageCalls(
  sdk: Pick<typeof import('firebase/storage'), 'ref' | 'uploadBytesResumable' | 'getMetadata' | 'getDownloadURL'>,
  storage: import('firebase/storage').FirebaseStorage,
): StorageCalls {
  const { ref, uploadBytesResumable, getMetadata, getDownloadURL } = sdk;
  return {
    upload: (path, blob, metadata, progress) =>
      new Promise<void>((resolve, reject) => {
        uploadBytesResumable(ref(storage, path), blob, metadata).on(
          'state_changed',
          (snap) => progress(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
          reject,
          () => resolve(),
        );
      }),
    metadata: (path) => getMetadata(ref(storage, path)),
    downloadUrl: (path) => getDownloadURL(ref(storage, path)),
  };
}

export function storageIsAvailable(): boolean {
  return getFirebaseSettings().storageAvailable;
}
