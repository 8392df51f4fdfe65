import { BACKEND_PATHS, type DatajudRefreshResult } from '@advocacia/shared/config/backend';
import { updateDoc, type ProcessDoc } from '@/data';
import { backend } from '@/lib/http';

/**
 * "Atualizar agora": the backend looks the process up in DataJud now and writes what is new to
 * the timeline (the entries and the process's state reach this device by sync). A server call,
 * never queued: the button is disabled offline (useServerAction); failures toast with
 * notifyBackendError.
 */
export function refreshFromDatajud(processId: string): Promise<DatajudRefreshResult> {
  return backend.request<DatajudRefreshResult>('POST', BACKEND_PATHS.processDatajud(processId));
}

/**
 * "Marcar como vistas": records the backend's last change as seen (`datajudSeenAt`, a field of
 * its own, so it never collides with the backend's writes). Works offline, like any edit.
 */
export async function markDatajudSeen(process: ProcessDoc): Promise<void> {
  const lastChangeAt = process.datajud?.lastChangeAt ?? '';
  if (!lastChangeAt) return;
  await updateDoc('proccess', process.id, { datajudSeenAt: lastChangeAt });
}
