import { getFirebaseApp, getFirebaseSettings } from '@/lib/firebase-app';
import type { PendingUpload } from './store';

/** Uploads one file and resolves with its download URL; reports progress 0..1. */
export type Uploader = (upload: PendingUpload, onProgress: (fraction: number) => void) => Promise<string>;

let emulatorConnected = false;

/**
 * Firebase Storage, loaded on first use so the chat screen does not carry it up front.
 * uploadBytesResumable sends in chunks and retries a dropped chunk by itself; its session
 * does not survive a reload, so after one the file is sent again from the device copy.
 */
export const firebaseUploader: Uploader = async (upload, onProgress) => {
  const { getStorage, ref, uploadBytesResumable, getDownloadURL, connectStorageEmulator } = await import('firebase/storage');
  const storage = getStorage(getFirebaseApp());
  const host = getFirebaseSettings().emulators.storage;
  if (host && !emulatorConnected) {
    const [hostname, port] = host.split(':');
    connectStorageEmulator(storage, hostname ?? '127.0.0.1', Number(port));
    emulatorConnected = true;
  }
  const task = uploadBytesResumable(ref(storage, upload.storagePath), upload.blob, {
    contentType: upload.type,
    customMetadata: { chatId: upload.chatId, messageId: upload.messageId, originalName: upload.name },
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snap) => onProgress(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  return getDownloadURL(task.snapshot.ref);
};

export function storageIsAvailable(): boolean {
  return getFirebaseSettings().storageAvailable;
}
