import { createDoc, findDocs, updateDoc, type EventDoc, type ProcessDoc, type ProcessStatusDoc } from '@/data';
import { djenDeadlineEventId } from '@advocacia/shared/djen/publication';
import { describePeriod, ruleBasis, toBr, type IntimationDeadline } from '@/lib/deadlines';
import { noteDeadlineCreated } from '@/lib/push/alert-offer';
import { formatCnj } from '@advocacia/shared/validation/cnj';

/*
 * The staff's side of a DJEN publication (issue 28): triage — attach to a process, create the
 * process from it, dismiss with a reason — mark it read, and create its deadline. Every write is
 * local first (offline), synced later; firestore.rules lets staff change only these fields.
 * Audit lines name the publication by its court and CNJ number (public), never by its text.
 */

const label = (p: ProcessStatusDoc) => `${p.djen?.court ?? 'DJEN'} ${p.djen?.cnj ? formatCnj(p.djen.cnj) : p.id}`;
const nowIso = () => new Date().toISOString();

export function markPublicationRead(publication: ProcessStatusDoc): Promise<ProcessStatusDoc> {
  return updateDoc(
    'status_proccess',
    publication.id,
    { seenAt: nowIso() },
    { summary: `Marcou como lida a publicação ${label(publication)}` },
  );
}

/** Attaches it to a process of the firm: it joins that timeline and leaves the triage list. */
export function attachPublication(
  publication: ProcessStatusDoc,
  process: Pick<ProcessDoc, 'id' | 'clientId' | 'cnj'>,
): Promise<ProcessStatusDoc> {
  return updateDoc(
    'status_proccess',
    publication.id,
    { processId: process.id, clientId: process.clientId, triage: 'attached' },
    {
      summary: `Anexou a publicação ${label(publication)} ao processo ${process.cnj ? formatCnj(process.cnj) : 'extrajudicial'}`,
    },
  );
}

export function dismissPublication(publication: ProcessStatusDoc, reason: string): Promise<ProcessStatusDoc> {
  return updateDoc(
    'status_proccess',
    publication.id,
    { triage: 'dismissed', triageReason: reason.trim().slice(0, 500), seenAt: publication.seenAt || nowIso() },
    { summary: `Descartou a publicação ${label(publication)}` },
  );
}

export interface ProcessFromPublication {
  clientId: string;
  cnj: string;
  subject: string;
  court: string;
}

/** Creates the firm's process from the publication (CNJ number prefilled) and attaches the publication to it. */
export async function createProcessFromPublication(
  publication: ProcessStatusDoc,
  values: ProcessFromPublication,
): Promise<ProcessDoc> {
  const process = await createDoc(
    'proccess',
    {
      clientId: values.clientId,
      cnj: values.cnj,
      type: values.cnj ? 'Judicial' : 'Extrajudicial',
      subject: values.subject.trim().slice(0, 300),
      court: values.court.trim().slice(0, 200),
      legalArea: '',
      currentStatus: publication.status,
      openedAt: null,
      responsibleUid: null,
    },
    {
      summary: `Criou o processo ${values.cnj ? formatCnj(values.cnj) : 'extrajudicial'} a partir de uma publicação do DJEN`,
    },
  );
  await attachPublication(publication, process);
  return process;
}

/**
 * "Criar prazo": an all-day event of kind prazo on the due date, linked to the process (when the
 * publication has one), whose notes explain the count; the publication then shows "Prazo criado".
 * The event's id comes from the publication's, so two devices doing it offline make one event.
 */
export async function createPublicationDeadline(
  publication: ProcessStatusDoc,
  deadline: IntimationDeadline,
  responsibleUid: string | null,
): Promise<EventDoc> {
  const id = djenDeadlineEventId(publication.id);
  const day = `${deadline.dueOn}T00:00:00.000Z`;
  const [existing] = await findDocs('events', { selector: { id }, limit: 1 });
  const event =
    existing ??
    (await createDoc(
      'events',
      {
        title:
          `Prazo: ${publication.status}${publication.djen?.cnj ? ` — ${formatCnj(publication.djen.cnj)}` : ''}`.slice(
            0,
            200,
          ),
        kind: 'prazo',
        start: day,
        end: day,
        allDay: true,
        location: '',
        clientId: publication.clientId || null,
        processId: publication.processId || null,
        notes: [
          `Publicação do DJEN (${publication.djen?.court ?? ''}, ${publication.djen?.kind ?? publication.status}).`,
          `Disponibilização: ${toBr(deadline.availableOn)}; publicação: ${toBr(deadline.publishedOn)}; início do prazo: ${toBr(deadline.startsOn)}.`,
          deadline.mode === 'business' && !deadline.doubled
            ? `${deadline.days} dias úteis (CPC arts. 219, 220 e 224): vence em ${toBr(deadline.dueOn)}.`
            : `${describePeriod(deadline.days, deadline)} (${ruleBasis(deadline)}): vence em ${toBr(deadline.dueOn)}.`,
        ].join('\n'),
        responsibleUid,
      },
      { id, summary: `Criou o prazo de ${toBr(deadline.dueOn)} da publicação ${label(publication)}` },
    ));
  // The first deadline made on this device is when staff alerts are offered (issue 36).
  if (!existing) noteDeadlineCreated(event.createdBy, event.kind);
  await updateDoc(
    'status_proccess',
    publication.id,
    // Still new until someone marks it read: the home card shows it with its due date.
    { deadlineEventId: event.id, deadlineDueOn: event.start.slice(0, 10) },
    { summary: `Prazo criado para a publicação ${label(publication)}` },
  );
  return event;
}
