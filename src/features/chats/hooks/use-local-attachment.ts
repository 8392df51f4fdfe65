import { useEffect, useState } from 'react';
import { onQueueChange } from '../upload-queue/queue';
import { getPendingUpload } from '../upload-queue/store';

/**
 * The device's own copy of a file still waiting for Storage: an object URL to preview it,
 * or null when this device has none (sent from another device, or already uploaded).
 */
export function useLocalAttachment(uid: string, storagePath: string, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => (enabled ? onQueueChange(() => setVersion((v) => v + 1)) : undefined), [enabled]);
  useEffect(() => {
    if (!enabled) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    getPendingUpload(uid, storagePath).then(
      (upload) => {
        if (cancelled) return;
        objectUrl = upload ? URL.createObjectURL(upload.blob) : null;
        setUrl(objectUrl);
      },
      () => !cancelled && setUrl(null),
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [uid, storagePath, enabled, version]);
  return enabled ? url : null;
}
