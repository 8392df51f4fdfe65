import { BACKEND_PATHS, type ClientAppAccountErased } from '@advocacia/shared/config/backend';
import { backend } from '@/lib/http';

/**
 * LGPD anonymisation of the client's mobile-app account, on the backend (issue 26): the record
 * is unlinked and the account's profile data (name, CPF, e-mail, phone) and its Auth account
 * are erased — staff cannot write another person's users/{uid}. A server call, never queued.
 */
export function eraseClientAppAccount(clientId: string): Promise<ClientAppAccountErased> {
  return backend.request<ClientAppAccountErased>('DELETE', BACKEND_PATHS.clientAppAccount(clientId));
}
