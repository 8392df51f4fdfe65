import { useOnlineStatus } from '@/lib/hooks/use-online-status';
import { NEEDS_CONNECTION_REASON } from './error-catalogue';
import { backend } from './backend';
import type { BackendClient } from './client';

export const NO_BACKEND_REASON = 'Indisponível nesta instalação (sem servidor configurado)';

export interface ServerActionState {
  /** Whether the action can be offered now. */
  enabled: boolean;
  /** Why not, for the button's tooltip/notice; null when enabled. */
  reason: string | null;
}

/** Pure form of `useServerAction`, for tests and non-React callers. */
export function serverActionState(online: boolean, available: boolean): ServerActionState {
  if (!available) return { enabled: false, reason: NO_BACKEND_REASON };
  if (!online) return { enabled: false, reason: NEEDS_CONNECTION_REASON };
  return { enabled: true, reason: null };
}

/**
 * For a mutation that needs the server (a backend call, never queued): disabled while the
 * browser is offline, with the reason 'Disponível quando houver conexão', and in a build with
 * no backend. Render `disabled={!enabled}` and show `reason` beside or as the tooltip.
 */
export function useServerAction(client: BackendClient = backend): ServerActionState {
  const online = useOnlineStatus();
  return serverActionState(online, client.available());
}
