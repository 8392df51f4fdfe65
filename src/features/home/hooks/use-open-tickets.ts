import { useEffect, useState } from 'react';
import { observeOpenTickets, type Ticket } from '@/data';
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

const LOADING: OpenTicketsState = { kind: 'loading' };
const OFFLINE: OpenTicketsState = { kind: 'offline' };

function toOpenTicket(ticket: Ticket): OpenTicket {
  return {
    id: ticket.id,
    clientId: ticket.clientId ?? null,
    subject: ticket.title || ticket.description || 'Chamado sem título',
    createdAt: ticket.createdAt,
  };
}

/**
 * Open tickets are not part of the local replica (they belong to the clients' mobile app),
 * so they are read live from the server while online (the data layer's online-only query).
 */
export function useOpenTickets(): OpenTicketsState {
  const online = useOnlineStatus();
  const [state, setState] = useState<OpenTicketsState>(LOADING);
  useEffect(() => {
    if (!online) return;
    const sub = observeOpenTickets().subscribe((result) => {
      if (result.available) setState({ kind: 'ready', tickets: result.tickets.map(toOpenTicket) });
      else setState({ kind: result.reason === 'offline' ? 'offline' : 'unavailable' });
    });
    return () => {
      sub.unsubscribe();
      // Back online later: loading until the server answers again.
      setState(LOADING);
    };
  }, [online]);
  return online ? state : OFFLINE;
}
