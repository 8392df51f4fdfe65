import { useEffect, useId } from 'react';

/**
 * A tiny registry of forms that hold input the user has not saved yet. The update prompt
 * (src/app/pwa) consults it so that a new version never reloads the page over unsaved work.
 *
 *   const unregister = registerUnsavedChanges('client-form');   // imperative
 *   useUnsavedChanges(formState.isDirty);                        // in a React form
 */
const registrations = new Map<string, number>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Marks `id` as holding unsaved input. Returns the function that clears this registration. */
export function registerUnsavedChanges(id: string): () => void {
  registrations.set(id, (registrations.get(id) ?? 0) + 1);
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const count = (registrations.get(id) ?? 0) - 1;
    if (count > 0) registrations.set(id, count);
    else registrations.delete(id);
    emit();
  };
}

/** True while any form has unsaved input. */
export function hasUnsavedChanges(): boolean {
  return registrations.size > 0;
}

/** Ids that currently hold unsaved input (for messages and tests). */
export function unsavedChangeIds(): string[] {
  return [...registrations.keys()];
}

export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Registers the calling component while `dirty` is true (and unregisters on unmount). */
export function useUnsavedChanges(dirty: boolean, id?: string): void {
  const generated = useId();
  const key = id ?? generated;
  useEffect(() => {
    if (!dirty) return undefined;
    return registerUnsavedChanges(key);
  }, [dirty, key]);
}
