import { Badge } from '@chakra-ui/react';
import { Newspaper } from 'lucide-react';
import { useCurrentUser } from '@/features/auth';
import {
  provisionalDueOn,
  provisionalDueText,
  publicationCnj,
  publicationTitle,
  usePublications,
} from '@/features/publications/summary';
import { toIsoDay } from '@/lib/format';
import { toBr } from '@/lib/deadlines';
import { HOME_CARD_LIMIT } from '../hooks/use-home-data';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/**
 * Home: "Publicações novas" — the DJEN publications found by OAB that nobody has read yet (issue
 * 28), the oldest first (the closest to their deadline), with the due date once one was created.
 * From the local replica: the count survives a reload and works offline.
 */
export function PublicationsNewsCard() {
  const user = useCurrentUser();
  const { fresh, loading } = usePublications(user);
  const items = fresh.slice(0, HOME_CARD_LIMIT);
  const today = toIsoDay(new Date());
  return (
    <HomeCard
      id="publicacoes"
      title="Publicações novas"
      icon={Newspaper}
      count={fresh.length}
      countPalette="orange"
      loading={loading}
      viewAll={{ to: '/publicacoes', label: 'Ver publicações' }}
    >
      <CardList
        label="Publicações novas, da mais antiga à mais recente"
        items={items}
        empty={
          <CardEmpty>
            Nenhuma publicação nova do DJEN. As intimações são buscadas pelo número da OAB várias vezes ao dia.
          </CardEmpty>
        }
        row={(p) => ({
          // Attached to a process, it opens there; not yet attached, the publications screen attaches it.
          ...(p.processId
            ? {
                to: '/clientes/editar/$id',
                params: { id: p.clientId },
                search: { aba: 'processos', processo: p.processId },
              }
            : { to: '/publicacoes' }),
          primary: publicationTitle(p),
          secondary: [publicationCnj(p), provisionalLine(p, today)].filter(Boolean).join(' · '),
          aside: <PublicationAside dueOn={p.deadlineDueOn} pending={!p.processId} />,
        })}
      />
    </HomeCard>
  );
}

function PublicationAside({ dueOn, pending }: { dueOn?: string; pending: boolean }) {
  if (dueOn)
    return (
      <Badge colorPalette="red" flexShrink={0}>
        Prazo: {toBr(dueOn)}
      </Badge>
    );
  return pending ? (
    <Badge colorPalette="yellow" flexShrink={0}>
      A triar
    </Badge>
  ) : null;
}

/** Not dealt with yet: the date it would fall due if intimated today (issue 36). */
function provisionalLine(p: Parameters<typeof provisionalDueOn>[0], today: string): string {
  const due = provisionalDueOn(p, today);
  return due ? provisionalDueText(due) : '';
}
