import { BACKEND_PATHS, type ClientAppAccessRevoked } from '@advocacia/shared/config/backend';
import { backend } from '@/lib/http';

/**
 * Revokes the client's access to the mobile app: the backend unlinks `appUid` and, unless the
 * account is linked to another client record, disables it and ends its sessions. A server call,
 * never queued (see inviteClientToApp).
 */
export function revokeClientAppAccess(clientId: string): Promise<ClientAppAccessRevoked> {
  return backend.request<ClientAppAccessRevoked>('DELETE', BACKEND_PATHS.clientAppAccess(clientId));
}
