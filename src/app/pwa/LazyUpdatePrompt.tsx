import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getUpdateState, subscribeUpdateState } from './update-store';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** <UpdatePrompt/>, whose code loads only once a new version is waiting (never on a first visit). */
export function LazyUpdatePrompt() {
  const { waiting } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
