import { useSyncStatus } from '@/data';
import { useOnlineStatus } from '@/lib/hooks/use-online-status';

/** A support request opened by a client in the firm's mobile app. */
export interface OpenTicket {
  id: string;
  clientId: string | null;
  subject: string;
  createdAt: string;
}

export type OpenTicketsState =
  | { kind: 'offline' }
  | { kind: 'unavailable' }
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; tickets: OpenTicket[] };

/**
 * Open tickets are not part of the local replica (they belong to the clients' mobile app),
 * so they can only be read from the server while online.
 *
 * The data layer does not expose a tickets read yet; until it does, the card explains
 * that tickets appear when the server can be reached, instead of inventing data.
 */
export function useOpenTickets(): OpenTicketsState {
  const online = useOnlineStatus();
  const { phase } = useSyncStatus();
  if (!online || phase === 'offline') return { kind: 'offline' };
  return { kind: 'unavailable' };
}
