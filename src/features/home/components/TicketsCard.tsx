import { Button, Spinner, Text } from '@chakra-ui/react';
import { Ticket } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { HOME_CARD_LIMIT, useClientNames } from '../hooks/use-home-data';
import { useOpenTickets, type OpenTicket, type OpenTicketsState } from '../hooks/use-open-tickets';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

function TicketList({ tickets }: { tickets: OpenTicket[] }) {
  const shown = tickets.slice(0, HOME_CARD_LIMIT);
  const clientName = useClientNames(shown.map((t) => t.clientId));
  return (
    <CardList
      label="Chamados abertos"
      items={shown}
      empty={<CardEmpty>Nenhum chamado aberto pelo aplicativo.</CardEmpty>}
      row={(ticket) => ({
        to: ticket.clientId ? '/clientes/editar/$id' : '/clientes',
        params: ticket.clientId ? { id: ticket.clientId } : undefined,
        primary: ticket.subject,
        secondary: [clientName(ticket.clientId), formatDateTime(ticket.createdAt)].filter(Boolean).join(' · '),
      })}
    />
  );
}

function TicketsBody({ state }: { state: OpenTicketsState }) {
  switch (state.kind) {
    case 'offline':
      return (
        <CardEmpty>Sem conexão. Os chamados abertos pelo aplicativo aparecem aqui quando a conexão voltar.</CardEmpty>
      );
    case 'unavailable':
      return (
        <CardEmpty>Os chamados abertos pelo aplicativo aparecem aqui quando houver conexão com o servidor.</CardEmpty>
      );
    case 'loading':
      return (
        <Text color="fg.muted" fontSize="sm" display="flex" gap="2" alignItems="center">
          <Spinner size="sm" /> Carregando chamados…
        </Text>
      );
    case 'error':
      return (
        <CardEmpty
          action={
            <Button size="sm" variant="outline" minH="11" onClick={state.retry}>
              Tentar de novo
            </Button>
          }
        >
          Não foi possível carregar os chamados.
        </CardEmpty>
      );
    case 'ready':
      return <TicketList tickets={state.tickets} />;
  }
}

/** Tickets from the mobile app: online only, with a note when they cannot be read. */
export function TicketsCard() {
  const state = useOpenTickets();
  return (
    <HomeCard
      id="chamados"
      title="Chamados do aplicativo"
      icon={Ticket}
      count={state.kind === 'ready' ? state.tickets.length : undefined}
    >
      <TicketsBody state={state} />
    </HomeCard>
  );
}
