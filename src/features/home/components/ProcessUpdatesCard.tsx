import { Text } from '@chakra-ui/react';
import { Gavel } from 'lucide-react';
import { formatCnj } from '@/lib/validation';
import { formatDateTime } from '@/lib/format';
import { useClientNames, useLatestProcessUpdates, useProcessesById } from '../hooks/use-home-data';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/** The newest entries of the process timelines, firm-wide. */
export function ProcessUpdatesCard() {
  const { items, loading } = useLatestProcessUpdates();
  const clientName = useClientNames(items.map((s) => s.clientId));
  const processes = useProcessesById(items.map((s) => s.processId));
  return (
    <HomeCard
      id="processos"
      title="Últimas movimentações"
      icon={Gavel}
      loading={loading}
      viewAll={{ to: '/clientes', label: 'Ver clientes' }}
    >
      <CardList
        label="Movimentações recentes"
        items={items}
        empty={
          <CardEmpty>
            Nenhuma movimentação registrada. As movimentações são lançadas na aba Processos de cada cliente.
          </CardEmpty>
        }
        row={(entry) => {
          const process = processes.get(entry.processId);
          const processLabel = process ? (process.cnj ? formatCnj(process.cnj) : process.subject) : undefined;
          return {
            to: '/clientes/editar/$id',
            params: { id: entry.clientId },
            search: { aba: 'processos' },
            primary: entry.status,
            secondary: [clientName(entry.clientId), processLabel].filter(Boolean).join(' · ') || undefined,
            aside: (
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                {formatDateTime(entry.date)}
              </Text>
            ),
          };
        }}
      />
    </HomeCard>
  );
}
