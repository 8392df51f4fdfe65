import { findDocs } from '@/data';
import { isStorageDownloadUrl } from '@/lib/storage-url';
import { isDocumentEntry, type DocumentEntry } from './documents';

/**
 * "Levar para a audiência" (issue 42, first part): the files of a process's documents (and of
 * its client's own) kept in Cache Storage, so a hearing room without network still opens them.
 * The records themselves — process, timeline, publications, deadlines, the client's card — are
 * already on the device (the replica holds the firm's data). One cache per process; the page
 * reads it (DocumentViewer) when the network does not answer.
 */
export const FOLDER_CACHE_PREFIX = 'pasta-audiencia-';

export interface FolderResult {
  files: number;
  bytes: number;
  /** Documents whose file has not reached Storage yet (added offline on another device). */
  missing: number;
  /** Whether the browser agreed to keep the site's data under storage pressure. */
  persisted: boolean;
}

export function folderCacheName(processId: string): string {
  return `${FOLDER_CACHE_PREFIX}${processId}`;
}

/** The document entries a hearing of this process needs: the process's and its client's own. */
export async function folderDocuments(processId: string, clientId: string): Promise<DocumentEntry[]> {
  const [ofProcess, ofClient] = await Promise.all([
    findDocs('status_proccess', { selector: { processId, source: 'document' } }),
    findDocs('status_proccess', { selector: { processId: '', clientId, source: 'document' } }),
  ]);
  return [...ofProcess, ...ofClient].filter(isDocumentEntry);
}

export async function keepFolderOffline(
  processId: string,
  clientId: string,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<FolderResult> {
  const docs = await folderDocuments(processId, clientId);
  const cache = await caches.open(folderCacheName(processId));
  let bytes = 0;
  let files = 0;
  let missing = 0;
  for (const [i, d] of docs.entries()) {
    const url = d.document.downloadUrl;
    if (!url || !isStorageDownloadUrl(url, d.document.storagePath)) missing += 1;
    else {
      const kept = await cache.match(url);
      const res = kept ?? (await fetch(url));
      if (!res.ok) throw new Error(`download ${res.status}`);
      if (!kept) await cache.put(url, res.clone());
      bytes += (await res.blob()).size;
      files += 1;
    }
    onProgress(i + 1, docs.length);
  }
  const persisted = (await navigator.storage?.persist?.().catch(() => false)) ?? false;
  return { files, bytes, missing, persisted };
}

/** A document's file from the hearing folders, or null (not kept). */
export async function fileFromFolders(url: string): Promise<Blob | null> {
  if (typeof caches === 'undefined') return null;
  const res = await caches.match(url).catch(() => undefined);
  return res ? res.blob() : null;
}

/** What a process's folder holds on this device now ({ files: 0 } when none). */
export async function folderStatus(processId: string): Promise<{ files: number; bytes: number }> {
  if (typeof caches === 'undefined' || !(await caches.has(folderCacheName(processId)))) return { files: 0, bytes: 0 };
  const cache = await caches.open(folderCacheName(processId));
  let bytes = 0;
  const keys = await cache.keys();
  for (const req of keys) bytes += (await (await cache.match(req))?.blob())?.size ?? 0;
  return { files: keys.length, bytes };
}
