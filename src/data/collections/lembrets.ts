import * as v from 'valibot';
import { MESSAGES } from '@/lib/validation/messages';
import { baseProperties, baseRequired, type BaseFields } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';
import { isoDateTime, optionalRef, optionalString, requiredString } from '@/lib/validation/schemas';

export const LEMBRET_STATUSES = ['pendente', 'enviado', 'concluido', 'cancelado'] as const;
/**
 * `lembrets` (the spec's spelling): reminders. With `notifyClient` the backend sends the
 * message to the client's mobile app at `dueAt` and sets status 'enviado'; when it cannot, the
 * reminder stays 'pendente' and `deliveryError` holds why (a DeliveryFailure code of
 * packages/shared/src/config/backend.ts, worded by features/reminders). Written by the backend only.
 */
const lembretsSchemaLiteral = {
  title: 'lembrets',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    title: { type: 'string', maxLength: 200 },
    message: { type: 'string', maxLength: 4000 },
    dueAt: { type: 'string', maxLength: 30 },
    clientId: { type: ['string', 'null'], maxLength: 128 },
    notifyClient: { type: 'boolean' },
    status: { type: 'string', enum: ['pendente', 'enviado', 'concluido', 'cancelado'], maxLength: 10 },
    deliveryError: { type: ['string', 'null'], maxLength: 40 },
  },
  required: [...baseRequired, 'title', 'message', 'dueAt', 'clientId', 'notifyClient', 'status'],
  indexes: ['dueAt', ['status', 'dueAt']],
} as const;

export const lembretsSchema = typedSchema(lembretsSchemaLiteral);
export type LembretDoc = DocOf<typeof lembretsSchema>;

export const lembretInputSchema = v.pipe(
  v.object({
    title: requiredString({ min: 3, max: 200 }),
    message: optionalString({ max: 4000 }),
    dueAt: isoDateTime(),
    clientId: optionalRef(),
    notifyClient: v.optional(v.boolean(), false),
    status: v.optional(v.picklist(LEMBRET_STATUSES, MESSAGES.oneOf), 'pendente'),
  }),
  // Notifying a client needs a client and something to say.
  v.forward(
    v.check((l) => !l.notifyClient || l.clientId !== null, MESSAGES.required),
    ['clientId'],
  ),
  v.forward(
    v.check((l) => !l.notifyClient || l.message !== '', MESSAGES.required),
    ['message'],
  ),
);
export type LembretInput = v.InferInput<typeof lembretInputSchema>;
export type LembretValues = v.InferOutput<typeof lembretInputSchema>;
const _fitsDoc = (x: LembretValues): Omit<LembretDoc, BaseFields> => x;
void _fitsDoc;

export const lembretsCollection = {
  schema: lembretsSchema,
  // v1 adds `deliveryError` (optional; the server's copy carries it once the backend tried).
  migrationStrategies: { 1: (old: Record<string, unknown>) => old },
  // The rules look up the client of a reminder that notifies it (LGPD consent): a commit may look
  // up 20 documents and the writer's profile takes 2, so at most 18 clients' reminders per commit.
  // A client and a reminder that notifies it, made offline: the client goes first (the rules look it up).
  sync: {
    pushesAfter: ['clients'],
    commitGroups: {
      max: 18,
      keyOf: ({ newDocumentState: r }) =>
        r.notifyClient === true && r.status === 'pendente' && !r._deleted && typeof r.clientId === 'string'
          ? r.clientId
          : null,
    },
  },
  label: 'lembrets',
  audit: { names: { noun: 'o lembrete' } },
  read: { staff: FIRM_WIDE },
} satisfies CollectionDefinition;
