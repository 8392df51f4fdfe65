import { useState } from 'react';
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarPlus, FolderOpen } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { DeleteRecordButton, saveWithNotice, useRecordEditor } from '@/components/form';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { blankEvent, fromEventDoc, type EventFormValues } from '../event-form';
import { saveEvent } from '../api/save-event';
import { downloadIcs } from '../ics-export';
import { toIsoDay, type IsoDay } from '@/lib/format';
import { EventForm } from './EventForm';
import { HearingResultForm } from './HearingResultForm';
import { TakeToHearing } from '@/features/processes/hearing-folder';

/**
 * Back to the agenda on the day of the event, so the user sees what they just saved. Not awaited
 * after a save: the form clears its draft once its onSubmit returns ("before the page moves on"),
 * and the navigation's promise may settle late or never once the form is gone, which left the
 * saved event's draft on the device (e2e first-hour).
 */
function useBackToAgenda() {
  const navigate = useNavigate();
  return (day?: IsoDay) => navigate({ to: '/eventos', search: day ? { data: day } : {} });
}

interface EventCreatePageProps {
  day?: IsoDay;
  kind?: EventFormValues['kind'];
  /** Pre-filled from a court movement's "Criar prazo" (issue 16). */
  clientId?: string;
  processId?: string;
  title?: string;
  /** 'HH:mm': a hearing read from a DJEN communication (issue 38); one hour long by default. */
  time?: string;
}

/** 'HH:mm' one hour later, capped at 23:59 (the same day). */
function hourAfter(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return h! >= 23 ? '23:59' : `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function EventCreatePage({ day, kind, clientId, processId, title, time }: EventCreatePageProps) {
  const user = useCurrentUser();
  const back = useBackToAgenda();
  const [initial] = useState(() =>
    blankEvent(day ?? toIsoDay(new Date()), user.uid, {
      ...(kind ? { kind } : {}),
      ...(clientId ? { clientId, processId: processId ?? '' } : {}),
      ...(title ? { title } : {}),
      ...(time ? { allDay: false, startTime: time, endTime: hourAfter(time) } : {}),
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
          if (await saveWithNotice(() => saveEvent(values))) void back(values.startDay);
        }}
      />
    </Stack>
  );
}

export function EventEditPage({ id }: { id: string }) {
  const user = useCurrentUser();
  const back = useBackToAgenda();
  const editor = useRecordEditor('events', id, 'Evento');
  const { record: event, loading } = editor;
  const deleteReason = permissionReason(user.role, 'delete', 'events');

  if (loading) return <Spinner role="status" aria-label="Carregando evento" />;
  if (!event)
    return (
      <RecordNotFound
        title="Evento não encontrado"
        subtitle="Este evento não existe neste aparelho ou foi excluído."
        backTo="/eventos"
        backLabel="Voltar à agenda"
      />
    );
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
            <DeleteRecordButton
              editor={editor}
              name={event.title}
              disabledReason={deleteReason}
              question="Excluir evento?"
              onDeleted={back}
            >
              “{event.title}” sairá da agenda. Você poderá desfazer logo em seguida.
            </DeleteRecordButton>
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
          if (await saveWithNotice(() => saveEvent(values, { id, loaded }))) void back(values.startDay);
        }}
      />
      {event.kind === 'audiencia' && event.processId && (
        <Stack gap="3" mt="4">
          <TakeToHearing processId={event.processId} clientId={event.clientId ?? ''} />
          <Button asChild variant="outline" minH="11" alignSelf="flex-start">
            <Link to="/processos/$id" params={{ id: event.processId }}>
              <FolderOpen size={18} aria-hidden /> Abrir o processo e seus documentos
            </Link>
          </Button>
        </Stack>
      )}
      {event.kind === 'audiencia' && event.processId && (
        <HearingResultForm
          event={event}
          uid={user.uid}
          disabledReason={permissionReason(user.role, 'create', 'status_proccess')}
        />
      )}
    </Stack>
  );
}
