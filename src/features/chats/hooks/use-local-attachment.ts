import { useEffect, useState } from 'react';
import { getPendingUpload, onQueueChange } from '@/data';

export interface LocalAttachment {
  /** This device holds the file (waiting for Storage). */
  present: boolean;
  /** Object URL to preview/open it, when the browser can make one. */
  url: string | null;
}

const NONE: LocalAttachment = { present: false, url: null };

/**
 * The device's own copy of a file still waiting for Storage, or "none" (sent from another
 * device, or already uploaded). Re-read whenever the upload queue changes.
 */
export function useLocalAttachment(uid: string, storagePath: string, enabled: boolean): LocalAttachment {
  const [local, setLocal] = useState<LocalAttachment>(NONE);
  const [version, setVersion] = useState(0);
  useEffect(() => (enabled ? onQueueChange(() => setVersion((v) => v + 1)) : undefined), [enabled]);
  useEffect(() => {
    if (!enabled) return;
    let url: string | null = null;
    let cancelled = false;
    getPendingUpload(uid, storagePath).then(
      (upload) => {
        if (cancelled) return;
        if (!upload) return setLocal(NONE);
        try {
          url = URL.createObjectURL(upload.blob);
        } catch {
          url = null; // a preview is a nicety; the file is still here
        }
        setLocal({ present: true, url });
      },
      () => !cancelled && setLocal(NONE),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [uid, storagePath, enabled, version]);
  return enabled ? local : NONE;
}
