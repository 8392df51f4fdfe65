import * as v from 'valibot';
import { MESSAGES } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { isoDateTime, optionalRef, optionalString, requiredString } from '@/lib/validation/schemas';

import { EVENT_KINDS } from '@/config/event-kinds';

export { EVENT_KINDS };
/** `events`: the firm's calendar (hearings, deadlines, meetings). */
const eventsSchemaLiteral = {
  title: 'events',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    title: { type: 'string', maxLength: 200 },
    kind: { type: 'string', enum: ['audiencia', 'prazo', 'reuniao', 'outro'], maxLength: 10 },
    start: { type: 'string', maxLength: 30 },
    end: { type: 'string', maxLength: 30 },
    allDay: { type: 'boolean' },
    location: { type: 'string', maxLength: 300 },
    clientId: { type: ['string', 'null'], maxLength: 128 },
    processId: { type: ['string', 'null'], maxLength: 128 },
    notes: { type: 'string', maxLength: 5000 },
    responsibleUid: { type: ['string', 'null'], maxLength: 128 },
  },
  required: [
    ...baseRequired,
    'title',
    'kind',
    'start',
    'end',
    'allDay',
    'location',
    'clientId',
    'processId',
    'notes',
    'responsibleUid',
  ],
  // Agenda ranges query by start.
  indexes: ['start', ['kind', 'start']],
} as const;

export const eventsSchema = typedSchema(eventsSchemaLiteral);
export type EventDoc = DocOf<typeof eventsSchema>;

export const eventInputSchema = v.pipe(
  v.object({
    title: requiredString({ min: 3, max: 200 }),
    kind: v.picklist(EVENT_KINDS, MESSAGES.required),
    start: isoDateTime(),
    end: isoDateTime(),
    allDay: v.optional(v.boolean(), false),
    location: optionalString({ max: 300 }),
    clientId: optionalRef(),
    processId: optionalRef(),
    notes: optionalString({ max: 5000 }),
    responsibleUid: optionalRef(),
  }),
  v.forward(
    v.check((e) => Date.parse(e.end) >= Date.parse(e.start), MESSAGES.dateBeforeStart),
    ['end'],
  ),
);
export type EventInput = v.InferInput<typeof eventInputSchema>;
export type EventValues = v.InferOutput<typeof eventInputSchema>;
const _fitsDoc = (x: EventValues): Omit<EventDoc, BaseFields> => x;
void _fitsDoc;

export const eventsCollection = {
  schema: eventsSchema,
  migrationStrategies: {},
  label: 'events',
  audit: { names: { noun: 'o evento' } },
  read: { staff: FIRM_WIDE },
} satisfies CollectionDefinition;
