import { useEffect, useState } from 'react';
import { getPendingUpload, onQueueChange } from '@/data';
import { isStorageDownloadUrl } from '@/lib/storage-url';
import type { DocumentEntry } from '../../documents';
import { fileFromFolders } from '../../offline-folder';

export type DocumentFile =
  | { state: 'loading' }
  | { state: 'ready'; blob: Blob; local: boolean }
  | { state: 'unavailable'; reason: 'offline' | 'not-uploaded' | 'failed' };

/**
 * The bytes of a document to show: this device's own copy while it waits for Storage, else
 * the uploaded file (its download URL, only when it is this bucket's URL for this very object).
 */
export function useDocumentFile(uid: string, entry: DocumentEntry | null): DocumentFile {
  // Keyed by what it answers: a new document or URL reads as loading until its answer arrives.
  const [answer, setAnswer] = useState<{ key: string; file: DocumentFile } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => onQueueChange(() => setVersion((v) => v + 1)), []);
  const path = entry?.document.storagePath ?? '';
  const url = entry?.document.downloadUrl ?? null;
  const key = `${path}|${url ?? ''}`;
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    (async (): Promise<DocumentFile> => {
      const local = await getPendingUpload(uid, path).catch(() => null);
      if (local) return { state: 'ready', blob: local.blob, local: true } as const;
      if (!url || !isStorageDownloadUrl(url, path)) return { state: 'unavailable', reason: 'not-uploaded' } as const;
      // Kept for a hearing ("Levar para a audiência"): no network needed.
      const kept = await fileFromFolders(url);
      if (kept) return { state: 'ready', blob: kept, local: true } as const;
      try {
        const res = await fetch(url);
        if (!res.ok) return { state: 'unavailable', reason: 'failed' } as const;
        return { state: 'ready', blob: await res.blob(), local: false } as const;
      } catch {
        return { state: 'unavailable', reason: navigator.onLine ? 'failed' : 'offline' } as const;
      }
    })().then((file) => !cancelled && setAnswer({ key, file }));
    return () => {
      cancelled = true;
    };
  }, [uid, path, url, key, version]);
  return answer?.key === key ? answer.file : { state: 'loading' };
}
