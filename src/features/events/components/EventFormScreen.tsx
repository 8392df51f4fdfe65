import { useState } from 'react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { createDoc, updateDoc, useDocument } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { ConfirmDialog } from '@/components/form';
import { useDeleteWithUndo } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { blankEvent, eventValuesOf, fromEventDoc, type EventFormValues } from '../event-form';
import { downloadIcs } from '../ics-export';
import { todayDay, type IsoDay } from '../agenda';
import { EventForm } from './EventForm';

/** Back to the agenda on the day of the event, so the user sees what they just saved. */
function useBackToAgenda() {
  const navigate = useNavigate();
  return (day?: IsoDay) => navigate({ to: '/eventos', search: day ? { data: day } : {} });
}

interface CreateEventScreenProps {
  day?: IsoDay;
  kind?: EventFormValues['kind'];
  /** Pre-filled from a court movement's "Criar prazo" (issue 16). */
  clientId?: string;
  processId?: string;
  title?: string;
}

export function CreateEventScreen({ day, kind, clientId, processId, title }: CreateEventScreenProps) {
  const user = useCurrentUser();
  const back = useBackToAgenda();
  const [initial] = useState(() =>
    blankEvent(day ?? todayDay(), user.uid, {
      ...(kind ? { kind } : {}),
      ...(clientId ? { clientId, processId: processId ?? '' } : {}),
      ...(title ? { title } : {}),
    }),
  );
  return (
    <Stack maxW="4xl">
      <PageHeader title="Novo evento" subtitle="Audiência, prazo, reunião ou outro compromisso da agenda." />
      <EventForm
        initial={initial}
        disabledReason={permissionReason(user.role, 'create', 'events')}
        onCancel={() => back(day)}
        onSubmit={async (values) => {
          try {
            await createDoc('events', eventValuesOf(values));
            notifySuccess('Salvo');
            await back(values.startDay);
          } catch (error) {
            notifyError(...describeDataError(error));
          }
        }}
      />
    </Stack>
  );
}

export function EditEventScreen({ id }: { id: string }) {
  const user = useCurrentUser();
  const back = useBackToAgenda();
  const { data: event, loading } = useDocument('events', id);
  const [confirming, setConfirming] = useState(false);
  const deleteEvent = useDeleteWithUndo('events', 'Evento');
  const deleteReason = permissionReason(user.role, 'delete', 'events');

  if (loading) return <Spinner aria-label="Carregando evento" />;
  if (!event) {
    return (
      <Stack>
        <PageHeader title="Evento não encontrado" />
        <Text>Este evento não existe neste aparelho ou foi excluído.</Text>
        <Button alignSelf="flex-start" minH="11" onClick={() => back()}>
          Voltar à agenda
        </Button>
      </Stack>
    );
  }
  return (
    <Stack maxW="4xl">
      <PageHeader
        title="Editar evento"
        subtitle={event.title}
        actions={
          <>
            <Button variant="outline" minH="11" onClick={() => downloadIcs([event], event.title)}>
              <CalendarPlus size={18} aria-hidden /> Exportar (.ics)
            </Button>
            <Button variant="outline" colorPalette="red" minH="11" disabled={Boolean(deleteReason)} title={deleteReason ?? undefined} onClick={() => setConfirming(true)}>
              <Trash2 size={18} aria-hidden /> Excluir
            </Button>
          </>
        }
      />
      {/* key: a replicated change to the event reloads the form only when nothing was typed yet. */}
      <EventForm
        key={event.id}
        initial={fromEventDoc(event)}
        eventId={event.id}
        disabledReason={permissionReason(user.role, 'update', 'events')}
        onCancel={() => back(fromEventDoc(event).startDay)}
        onSubmit={async (values, loaded) => {
          try {
            await updateDoc('events', id, eventValuesOf(values), { base: eventValuesOf(loaded) });
            notifySuccess('Salvo');
            await back(values.startDay);
          } catch (error) {
            notifyError(...describeDataError(error));
          }
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Excluir evento?"
        confirmLabel="Excluir"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (await deleteEvent(id, event.title)) await back();
        }}
      >
        “{event.title}” sairá da agenda. Você poderá desfazer logo em seguida.
      </ConfirmDialog>
    </Stack>
  );
}
