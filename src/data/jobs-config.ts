import { Observable } from 'rxjs';
import {
  JOBS_CONFIG_COLLECTION,
  JOBS_CONFIG_ID,
  parseJobsConfig,
  type JobsConfig,
} from '@advocacia/shared/config/jobs';

/**
 * The firm's job switches (`config/jobs`, issue 38): read live and written online only — the
 * backend reads them, no device needs them offline, so they are not replicated. Codes out: the
 * screen words them ('unavailable': no sync in this build; 'offline'; 'refused').
 */
export interface JobsConfigResult {
  config: JobsConfig;
  available: boolean;
  reason: 'unavailable' | 'offline' | 'refused' | null;
}

export function observeJobsConfig(): Observable<JobsConfigResult> {
  return new Observable<JobsConfigResult>((subscriber) => {
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    void (async () => {
      const { getFirebaseSettings } = await import('@/lib/firebase-app');
      if (!getFirebaseSettings().syncAvailable)
        return subscriber.next({ config: {}, available: false, reason: 'unavailable' });
      const [{ doc, onSnapshot }, { getServerFirestore }] = await Promise.all([
        import('firebase/firestore'),
        import('./firestore'),
      ]);
      if (closed) return;
      unsubscribe = onSnapshot(
        doc(getServerFirestore(), JOBS_CONFIG_COLLECTION, JOBS_CONFIG_ID),
        { includeMetadataChanges: true },
        (snap) => {
          if (snap.metadata.fromCache && !snap.exists())
            return subscriber.next({ config: {}, available: false, reason: 'offline' });
          subscriber.next({ config: parseJobsConfig(snap.data()), available: true, reason: null });
        },
        (error) =>
          subscriber.next({
            config: {},
            available: false,
            reason: error.code === 'unavailable' ? 'offline' : 'refused',
          }),
      );
    })().catch(() => subscriber.next({ config: {}, available: false, reason: 'unavailable' }));
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });
}

/** Sets one switch (online; the caller disables the control offline). */
export async function saveJobSwitch(actorUid: string, job: keyof Required<JobsConfig>, on: boolean): Promise<void> {
  const [{ doc, setDoc }, { getServerFirestore }] = await Promise.all([
    import('firebase/firestore'),
    import('./firestore'),
  ]);
  await setDoc(
    doc(getServerFirestore(), JOBS_CONFIG_COLLECTION, JOBS_CONFIG_ID),
    { [job]: on, updatedAt: new Date().toISOString(), updatedBy: actorUid },
    { merge: true },
  );
}
