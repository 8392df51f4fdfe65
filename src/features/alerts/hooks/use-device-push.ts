import { useCallback, useEffect, useMemo, useState } from 'react';
import { backend } from '@/lib/http/backend';
import { notifyBackendError } from '@/lib/http/mutation-errors';
import {
  browserPushDeps,
  devicePushState,
  retryWantedSubscription,
  subscribeDevice,
  unsubscribeDevice,
  type DevicePushState,
  type PushDeps,
  type SubscribeOutcome,
} from '@/lib/push/device-push';

export interface DevicePush {
  /** Null while it is being read. */
  state: DevicePushState | null;
  busy: boolean;
  /** Asks the browser, subscribes and registers; null when it failed (already toasted). */
  enable: () => Promise<SubscribeOutcome | null>;
  disable: () => Promise<void>;
}

/**
 * This device's alert subscription for `uid`, live: read on mount, and a subscription accepted
 * offline is registered when the connection comes back (without asking again).
 */
export function useDevicePush(uid: string, injected?: PushDeps): DevicePush {
  const deps = useMemo(() => injected ?? browserPushDeps(backend), [injected]);
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(
    () =>
      devicePushState(uid, deps).then(
        (s) => setState(s),
        () => setState('nao-suportado'),
      ),
    [uid, deps],
  );

  useEffect(() => {
    const retry = () => void retryWantedSubscription(uid, deps).finally(() => void refresh());
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [uid, deps, refresh]);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      return await subscribeDevice(uid, deps);
    } catch (error) {
      notifyBackendError(error);
      return null;
    } finally {
      setBusy(false);
      await refresh();
    }
  }, [uid, deps, refresh]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      await unsubscribeDevice(deps, { uid, tellBackend: true });
    } finally {
      setBusy(false);
      await refresh();
    }
  }, [uid, deps, refresh]);

  return { state, busy, enable, disable };
}
