import { baseProperties, baseRequired } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';

/**
 * `proccess` (the spec's spelling): a legal matter. `cnj` is the 20-digit unified number
 * stored unmasked (digits only); required for Judicial, '' for Extrajudicial matters.
 *
 * v1 (issue 16) adds, both optional:
 * - `datajud`: how the backend follows the process in the CNJ's DataJud (packages/shared/src/datajud/tracking.ts,
 *   `DatajudTracking`): written by the backend only (firestore.rules refuses staff changes);
 * - `datajudSeenAt`: "Marcar como vistas" — the `datajud.lastChangeAt` the staff have seen
 *   (a separate field, so the mark and the backend's writes never collide in a merge).
 */
const datajudProperties = {
  alias: { type: 'string', maxLength: 20 },
  checkedAt: { type: 'string', maxLength: 30 },
  lastChangeAt: { type: 'string', maxLength: 30 },
  status: { type: 'string', enum: ['ok', 'not-covered', 'not-found', 'unavailable', 'invalid-number'], maxLength: 20 },
  newCount: { type: 'integer', minimum: 0, maximum: 100000 },
  /** DataJud's `classe.nome` and `assuntos[].nome`, for the screen. */
  className: { type: 'string', maxLength: 300 },
  subjects: { type: 'array', items: { type: 'string', maxLength: 300 } },
} as const;

const proccessSchemaLiteral = {
  title: 'proccess',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    clientId: { type: 'string', maxLength: 128 },
    cnj: { type: 'string', maxLength: 20 },
    type: { type: 'string', enum: ['Extrajudicial', 'Judicial'], maxLength: 13 },
    subject: { type: 'string', maxLength: 300 },
    court: { type: 'string', maxLength: 200 },
    legalArea: { type: 'string', maxLength: 100 },
    currentStatus: { type: 'string', maxLength: 200 },
    openedAt: { type: ['string', 'null'], maxLength: 10 },
    responsibleUid: { type: ['string', 'null'], maxLength: 128 },
    datajud: {
      type: 'object',
      properties: datajudProperties,
      required: ['alias', 'checkedAt', 'lastChangeAt', 'status', 'newCount'],
    },
    datajudSeenAt: { type: ['string', 'null'], maxLength: 30 },
  },
  required: [
    ...baseRequired,
    'clientId',
    'cnj',
    'type',
    'subject',
    'court',
    'legalArea',
    'currentStatus',
    'openedAt',
    'responsibleUid',
  ],
  indexes: [['clientId', 'updatedAt'], 'updatedAt', 'cnj'],
} as const;

export const proccessSchema = typedSchema(proccessSchemaLiteral);
export type ProcessDoc = DocOf<typeof proccessSchema>;

export const proccessCollection = {
  schema: proccessSchema,
  // v1 adds `datajud` and `datajudSeenAt` (optional; the server's copy carries them once the backend looked).
  migrationStrategies: { 1: (old: Record<string, unknown>) => old },
  label: 'proccess',
  audit: { names: { noun: 'o processo' } },
  read: { staff: FIRM_WIDE, others: 'client-own' },
} satisfies CollectionDefinition;
