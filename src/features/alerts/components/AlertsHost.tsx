import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/features/auth';
import { backend } from '@/lib/http/backend';
import { whenIdle } from '@/lib/when-idle';
import { isAlertOfferDue, markAlertOfferMade, subscribeAlertOffer } from '@/lib/push/alert-offer';
import {
  browserPushDeps,
  dropOthersSubscription,
  retryWantedSubscription,
  type PushDeps,
} from '@/lib/push/device-push';

// Its card and the subscription hook load only when the offer is due (once per person and device).
const AlertOfferCard = lazy(() => import('./AlertOfferCard').then((m) => ({ default: m.AlertOfferCard })));

/**
 * In the signed-in layout (issue 36): after the first screen, drops a previous person's
 * subscription from a shared tablet and registers one accepted offline; shows the offer
 * after the first deadline created on this device — never on a load by itself.
 */
export function AlertsHost({ deps }: { deps?: PushDeps }) {
  const { uid } = useCurrentUser();
  const due = useSyncExternalStore(
    subscribeAlertOffer,
    () => isAlertOfferDue(uid),
    () => false,
  );

  useEffect(() => {
    if (typeof navigator === 'undefined') return;
    const push = deps ?? browserPushDeps(backend);
    return whenIdle(() => {
      void dropOthersSubscription(uid, push)
        .then(() => retryWantedSubscription(uid, push))
        .catch(() => undefined);
    });
  }, [uid, deps]);

  const done = useCallback(() => markAlertOfferMade(uid), [uid]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <AlertOfferCard uid={uid} deps={deps} onDone={done} />
    </Suspense>
  );
}
