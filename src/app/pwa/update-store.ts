/**
 * State shared between registerServiceWorker() and <UpdatePrompt/>: whether a new version
 * is waiting, and how to activate it. Kept outside React so registration can happen in
 * main.tsx before the first render.
 */
export interface UpdateState {
  /** A new service worker is installed and waiting. */
  waiting: boolean;
  /** Activates the waiting version and reloads once it controls the page. */
  activate: (() => void) | null;
}

let state: UpdateState = { waiting: false, activate: null };
const listeners = new Set<() => void>();

export function getUpdateState(): UpdateState {
  return state;
}

export function setUpdateState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
