import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isAppOutdated, subscribeAppOutdated } from '@/lib/app-version';
import { getUpdateState, subscribeUpdateState } from './update-store';

const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** <UpdatePrompt/>, whose code loads only once a new version is waiting or the server asks for one (never on a first visit). */
export function LazyUpdatePrompt() {
  const { waiting } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const outdated = useSyncExternalStore(subscribeAppOutdated, isAppOutdated, isAppOutdated);
  return waiting || outdated ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
