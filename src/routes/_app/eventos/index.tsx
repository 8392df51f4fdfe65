import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EVENT_KINDS } from '@/config/event-kinds';
import { AGENDA_VIEWS, isIsoDay } from '@/features/events/agenda-search';
import { AgendaPage } from '@/features/events/components/AgendaPage';

// Bad values in a shared link fall back to the defaults instead of failing the page.
const searchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(AGENDA_VIEWS)), undefined),
  data: v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDay))), undefined),
  tipo: v.fallback(v.optional(v.picklist(EVENT_KINDS)), undefined),
  responsavel: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_app/eventos/')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: EventsRoute,
});

function EventsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AgendaPage search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />;
}
