import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { useCurrentUser } from '@/features/auth';
import { formatLongDate } from '@/lib/format';
import { useNow } from '@/lib/hooks/use-now';
import { AgendaCard } from './AgendaCard';
import { ChatsCard } from './ChatsCard';
import { DatajudNewsCard } from './DatajudNewsCard';
import { DeadlinesCard } from './DeadlinesCard';
import { ProcessUpdatesCard } from './ProcessUpdatesCard';
import { PublicationsNewsCard } from './PublicationsNewsCard';
import { RemindersCard } from './RemindersCard';
import { SyncCard } from './SyncCard';
import { TicketsCard } from './TicketsCard';

/** The day at a glance: what is scheduled, due, unread and new, all from the local replica. */
export function HomePage() {
  const user = useCurrentUser();
  const now = useNow();
  const firstName = user.displayName.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <PageHeader
        title="Início"
        subtitle={`Olá, ${firstName}. Hoje é ${formatLongDate(now)}.`}
        actions={
          <Button asChild colorPalette="blue" minH="11">
            <Link to="/clientes/cadastrar">
              <Plus aria-hidden size={18} /> Novo cliente
            </Link>
          </Button>
        }
      />
      {/* Two columns that stack on their own (no gaps beside a short card): what matters today at the
          top of each — the agenda and reminders, the unread chats and the clients' requests. On a
          phone, one column in that order. */}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 5 }} alignItems="start">
        <Stack gap={{ base: 4, md: 5 }}>
          <AgendaCard now={now} />
          <DeadlinesCard now={now} />
          <RemindersCard now={now} />
          <DatajudNewsCard />
          <PublicationsNewsCard />
        </Stack>
        <Stack gap={{ base: 4, md: 5 }}>
          <ChatsCard />
          <TicketsCard />
          <ProcessUpdatesCard />
          <SyncCard />
        </Stack>
      </SimpleGrid>
    </>
  );
}
