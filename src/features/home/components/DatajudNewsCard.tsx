import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { useLiveQuery, type ProcessDoc } from '@/data';
import { hasUnseenDatajud } from '@advocacia/shared/datajud/tracking';
import { formatCnj } from '@/lib/validation';
import { newMovementsText } from '@/features/processes/datajud-text';
import { HOME_CARD_LIMIT, useClientNames, type HomeList } from '../hooks/use-home-data';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/**
 * Processes with court movements from DataJud nobody has marked as seen (issue 16), the latest
 * change first. "Seen" compares two fields of one document (`datajud.lastChangeAt` against
 * `datajudSeenAt`), which a selector cannot: the replica narrows to processes with news
 * counted, the comparison is made here.
 */
export function useProcessesWithNews(limit = HOME_CARD_LIMIT): HomeList<ProcessDoc> & { total: number } {
  const { data, loading } = useLiveQuery('proccess', { selector: { 'datajud.newCount': { $gt: 0 } } });
  return useMemo(() => {
    const withNews = data
      .filter((p) => hasUnseenDatajud(p))
      .sort((a, b) => (b.datajud?.lastChangeAt ?? '').localeCompare(a.datajud?.lastChangeAt ?? ''));
    return { items: withNews.slice(0, limit), total: withNews.length, loading };
  }, [data, loading, limit]);
}

/** Home: "Movimentações novas" — processes that DataJud brought news for. */
export function DatajudNewsCard() {
  const { items, total, loading } = useProcessesWithNews();
  const clientName = useClientNames(items.map((p) => p.clientId));
  return (
    <HomeCard
      id="datajud"
      title="Movimentações novas"
      icon={Landmark}
      count={total}
      countPalette="orange"
      loading={loading}
    >
      <CardList
        label="Processos com movimentações novas"
        items={items}
        empty={
          <CardEmpty>
            Nenhuma movimentação nova do DataJud. Os processos judiciais são consultados automaticamente uma vez por
            dia.
          </CardEmpty>
        }
        row={(p) => ({
          to: '/clientes/editar/$id',
          params: { id: p.clientId },
          search: { aba: 'processos', processo: p.id },
          primary: p.cnj ? formatCnj(p.cnj) : p.subject,
          secondary: [clientName(p.clientId), p.subject].filter(Boolean).join(' · ') || undefined,
          aside: (
            <Badge colorPalette="orange" flexShrink={0}>
              {newMovementsText(p.datajud?.newCount ?? 0)}
            </Badge>
          ),
        })}
      />
    </HomeCard>
  );
}
