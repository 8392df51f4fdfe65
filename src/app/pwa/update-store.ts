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
  /**
   * Looks for a new version now and activates it as soon as it is installed (reloading when
   * the server has none newer): the server asked for a newer app (issue 29). Null without a
   * service worker (dev server): a reload is all there is.
   */
  updateNow?: (() => void) | null;
}

let state: UpdateState = { waiting: false, activate: null, updateNow: null };
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
