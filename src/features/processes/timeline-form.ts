import * as v from 'valibot';
import type { EditableOf } from '@/data';
import { MESSAGES } from '@/lib/validation/messages';
import { optionalString, requiredString } from '@/lib/validation/schemas';
import { digitsOnly, formatDateTime, parseBrDateTime } from '@/lib/format';

/** A timeline entry (`status_proccess`) as typed: the date as dd/mm/aaaa hh:mm in local time. */
export interface TimelineFormValues extends Record<string, unknown> {
  status: string;
  description: string;
  date: string;
  visibleToClient: boolean;
  notifyClient: boolean;
}

export function emptyTimelineForm(now = new Date()): TimelineFormValues {
  return { status: '', description: '', date: formatDateTime(now), visibleToClient: false, notifyClient: false };
}

/** Common steps of a case, offered as suggestions (any text is accepted). */
export const STATUS_SUGGESTIONS = [
  'Distribuído',
  'Petição inicial protocolada',
  'Citação',
  'Contestação apresentada',
  'Audiência designada',
  'Audiência realizada',
  'Perícia',
  'Concluso para sentença',
  'Sentença',
  'Recurso interposto',
  'Acordo',
  'Trânsito em julgado',
  'Cumprimento de sentença',
  'Arquivado',
] as const;

/** dd/mm/aaaa hh:mm while typing. */
export function maskDateTime(value: string): string {
  const d = digitsOnly(value).slice(0, 12);
  const parts = [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8), d.slice(8, 10), d.slice(10, 12)];
  let out = parts[0] ?? '';
  if (d.length > 2) out += `/${parts[1]}`;
  if (d.length > 4) out += `/${parts[2]}`;
  if (d.length > 8) out += ` ${parts[3]}`;
  if (d.length > 10) out += `:${parts[4]}`;
  return out;
}

export function timelineEntrySchema(processId: string, clientId: string) {
  return v.pipe(
    v.object({
      status: requiredString({ min: 2, max: 200 }),
      description: optionalString({ max: 5000 }),
      date: v.pipe(
        requiredString(),
        v.check((s) => parseBrDateTime(s) !== null, MESSAGES.date),
        v.transform((s) => parseBrDateTime(s)!),
      ),
      visibleToClient: v.boolean(),
      notifyClient: v.boolean(),
    }),
    v.transform((e): EditableOf<'status_proccess'> => ({
      processId,
      clientId,
      status: e.status,
      description: e.description,
      date: e.date,
      visibleToClient: e.visibleToClient,
      // The client cannot be told about an entry they cannot see.
      notifyClient: e.visibleToClient && e.notifyClient,
    })),
  );
}
