import { getFirebaseSettings } from './firebase-settings';

/**
 * Which attachment links the app opens. A message's `downloadUrl` comes from the replica,
 * i.e. from whoever could write to Firestore: a link elsewhere (phishing, a tracking image,
 * `javascript:`) must never look like a file of the firm. Only a download URL of this
 * project's bucket, for the object the attachment names, is shown as a link or an image.
 */

/** Where Firebase Storage serves download URLs in production (any bucket, new or old naming). */
export const STORAGE_DOWNLOAD_ORIGIN = 'https://firebasestorage.googleapis.com';

export interface StorageLocation {
  bucket: string;
  /** 'host:port' of the Storage emulator, when the app uses one instead of the real service. */
  emulatorHost?: string;
}

export function currentStorageLocation(): StorageLocation {
  const s = getFirebaseSettings();
  return { bucket: s.storageBucket, emulatorHost: s.emulators.storage };
}

function originOf(location: StorageLocation): string {
  return location.emulatorHost ? `http://${location.emulatorHost}` : STORAGE_DOWNLOAD_ORIGIN;
}

/** The download URL shape (without token) of one object: for samples and tests. */
export function storageDownloadUrl(objectPath: string, location: StorageLocation = currentStorageLocation()): string {
  return `${originOf(location)}/v0/b/${encodeURIComponent(location.bucket)}/o/${encodeURIComponent(objectPath)}?alt=media`;
}

/**
 * True when `value` is a Storage download URL of `location`'s bucket — and, given
 * `objectPath`, of exactly that object (a message cannot point at another conversation's file).
 */
export function isStorageDownloadUrl(
  value: unknown,
  objectPath?: string,
  location: StorageLocation = currentStorageLocation(),
): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin !== originOf(location) || url.username || url.password) return false;
  const prefix = `/v0/b/${encodeURIComponent(location.bucket)}/o/`;
  if (!url.pathname.startsWith(prefix)) return false;
  let object: string;
  try {
    object = decodeURIComponent(url.pathname.slice(prefix.length));
  } catch {
    return false;
  }
  if (object === '') return false;
  return objectPath === undefined || object === objectPath;
}
