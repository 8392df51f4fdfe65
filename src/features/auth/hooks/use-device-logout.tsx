import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { PendingLocalWork } from '@/data';
import { notifyError } from '@/lib/toaster';
import { logoutAndClearDevice, type DeviceLogoutDeps } from '../api/device-logout';

// Shown only when something has not reached the server yet: its dialog (focus trap, scroll lock)
// is not loaded with the shell that offers 'Sair' (issue 27), but as 'Sair' is pressed, while the
// device checks what is pending.
const loadLogoutDialog = () => import('../components/LogoutDialog');
const LogoutDialog = lazy(() => loadLogoutDialog().then((m) => ({ default: m.LogoutDialog })));

export interface DeviceLogoutOptions extends DeviceLogoutDeps {
  /** The signed-in user (whose queued attachments are sent while waiting). */
  uid: string;
  /** Sends queued attachments now, so waiting does not depend on the chat screen being open. */
  sendQueued?: (uid: string) => void;
}

function onlyUnconfirmed(work: PendingLocalWork): boolean {
  return work.writes === null && work.uploads === 0 && work.refused === 0;
}

function sendQueuedAttachments(uid: string): void {
  // The queue is the data layer's (loaded lazily: this hook is on the shell, which does not import it statically).
  void import('@/data').then((data) => data.processUploads(uid)).catch(() => undefined);
}

/**
 * 'Sair' for the shell and the profile: `request()` signs out and clears this device when the
 * server has everything; otherwise `dialog` (render it) shows what is pending.
 */
export function useDeviceLogout({ uid, sendQueued = sendQueuedAttachments, ...deps }: DeviceLogoutOptions): {
  request: () => void;
  dialog: ReactElement | null;
} {
  const [pending, setPending] = useState<PendingLocalWork | null>(null);
  const [waiting, setWaiting] = useState(false);
  const running = useRef(false);
  const depsRef = useRef(deps);
  useEffect(() => {
    depsRef.current = deps;
  });

  const request = useCallback(() => {
    if (running.current) return;
    running.current = true;
    void loadLogoutDialog().catch(() => undefined);
    void logoutAndClearDevice(depsRef.current)
      .then((result) => {
        if (!result.signedOut) {
          setPending(result.pending);
          // Only unconfirmed (the first sync cycle after sign-in is still running): the person
          // asked to leave, and nothing is known to be unsent — wait for the answer at once.
          if (onlyUnconfirmed(result.pending) && navigator.onLine) setWaiting(true);
          return;
        }
        setPending(null);
        setWaiting(false);
        if (!result.wiped && !result.kept)
          notifyError(
            'Os dados deste dispositivo podem não ter sido apagados',
            'Ao entrar de novo, use Sair outra vez',
          );
      })
      .catch(() => notifyError('Não foi possível sair', 'Por favor tente novamente'))
      .finally(() => {
        running.current = false;
      });
  }, []);

  const stay = useCallback(() => {
    setPending(null);
    setWaiting(false);
  }, []);

  const wait = useCallback(() => {
    setWaiting(true);
    sendQueued(uid);
  }, [sendQueued, uid]);

  const dialog = pending ? (
    <Suspense fallback={null}>
      <LogoutDialog pending={pending} waiting={waiting} onWait={wait} onStay={stay} onAllSent={request} />
    </Suspense>
  ) : null;
  return { request, dialog };
}
