import { useSyncExternalStore } from 'react';

/**
 * Live state of each file of the queue, by Storage path, for the progress bars. In memory:
 * after a reload the queue itself (IndexedDB) says what is still waiting.
 */
export type UploadPhase = 'aguardando' | 'enviando' | 'erro';

/** Why the last attempt failed (the chats feature words it): Storage's code, or 'failed' for any other. */
export type UploadErrorCode = 'unauthorized' | 'quota-exceeded' | 'retry-limit-exceeded' | 'failed';

export interface UploadProgress {
  phase: UploadPhase;
  /** 0..1 while 'enviando'. */
  fraction: number;
  error?: UploadErrorCode;
}

const state = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function setUploadProgress(storagePath: string, progress: UploadProgress | null): void {
  if (progress) state.set(storagePath, progress);
  else state.delete(storagePath);
  emit();
}

export function getUploadProgress(storagePath: string): UploadProgress | null {
  return state.get(storagePath) ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadProgress(storagePath: string): UploadProgress | null {
  return useSyncExternalStore(
    subscribe,
    () => state.get(storagePath) ?? null,
    () => null,
  );
}
