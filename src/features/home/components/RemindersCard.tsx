import { Badge, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { formatDateTime, formatTime, isOverdue } from '@/lib/format';
import { HOME_CARD_LIMIT, useClientNames, useDueReminders } from '../hooks/use-home-data';
import { CardEmpty, CardList, HomeCard } from './HomeCard';

/** Pending reminders due today or overdue; overdue ones are marked so they are not missed. */
export function RemindersCard({ now }: { now: Date }) {
  const { items, loading } = useDueReminders(now);
  const shown = items.slice(0, HOME_CARD_LIMIT);
  const clientName = useClientNames(shown.map((r) => r.clientId));
  const overdueCount = items.filter((r) => isOverdue(r.dueAt, now)).length;
  return (
    <HomeCard
      id="lembretes"
      title="Lembretes para hoje"
      icon={BellRing}
      count={items.length}
      countPalette={overdueCount > 0 ? 'red' : 'blue'}
      loading={loading}
      viewAll={{ to: '/lembretes', label: 'Ver lembretes' }}
    >
      <CardList
        label="Lembretes pendentes"
        items={shown}
        empty={
          <CardEmpty create={{ to: '/lembretes/cadastrar', label: 'Novo lembrete' }}>
            Nenhum lembrete pendente para hoje.
          </CardEmpty>
        }
        row={(reminder) => {
          const overdue = isOverdue(reminder.dueAt, now);
          return {
            to: '/lembretes/editar/$id',
            params: { id: reminder.id },
            primary: reminder.title,
            secondary: clientName(reminder.clientId),
            aside: (
              // An overdue reminder's date sits under its badge, where it is never cut.
              <Stack gap="0.5" align="flex-end" flexShrink={0}>
                <Badge variant={overdue ? 'solid' : 'surface'} colorPalette={overdue ? 'red' : 'blue'}>
                  {overdue ? 'Atrasado' : formatTime(reminder.dueAt)}
                </Badge>
                {overdue && (
                  <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(reminder.dueAt)}
                  </Text>
                )}
              </Stack>
            ),
          };
        }}
      />
    </HomeCard>
  );
}
