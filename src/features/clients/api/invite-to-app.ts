import { BACKEND_PATHS, type ClientAppAccessInvite } from '@advocacia/shared/config/backend';
import { backend } from '@/lib/http';

/**
 * "Convidar para o aplicativo": the backend creates (or reuses) the client's account for the
 * firm's mobile app, links it to the record (`appUid`, which reaches this device by sync) and
 * answers with a link where the client sets their password. A server call, never queued: the
 * caller disables it offline (useServerAction) and toasts a failure with notifyBackendError.
 */
export function inviteClientToApp(clientId: string): Promise<ClientAppAccessInvite> {
  return backend.request<ClientAppAccessInvite>('POST', BACKEND_PATHS.clientAppAccess(clientId));
}
