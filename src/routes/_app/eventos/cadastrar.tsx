import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EVENT_KINDS } from '@/config/event-kinds';
import { isIsoDay } from '@/features/events/agenda-search';
import { EventCreatePage } from '@/features/events/components/EventFormPage';

const searchSchema = v.object({
  data: v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDay))), undefined),
  tipo: v.fallback(v.optional(v.picklist(EVENT_KINDS)), undefined),
  // "Criar prazo" from a court movement (issue 16): the process, its client and a title.
  cliente: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined),
  processo: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined),
  titulo: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  // A hearing read from a DJEN communication (issue 38): its time, 'HH:mm'.
  hora: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))), undefined),
});

export const Route = createFileRoute('/_app/eventos/cadastrar')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: CreateEventRoute,
});

function CreateEventRoute() {
  const { data, tipo, cliente, processo, titulo, hora } = Route.useSearch();
  return <EventCreatePage day={data} kind={tipo} clientId={cliente} processId={processo} title={titulo} time={hora} />;
}
