import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxCollection, RxJsonSchema } from 'rxdb';
import { toTypedRxJsonSchema } from 'rxdb';
import { baseProperties, baseRequired } from './_fields';

/**
 * `status_proccess`: the timeline of a process. `clientId` is denormalised from the process
 * so the security rules can let a `cliente` read only entries of their own processes that
 * are `visibleToClient`; `notifyClient` asks the backend to push the entry to the app.
 *
 * v1 (issue 16) adds `source` (optional): 'datajud' (DATAJUD_SOURCE) for a court movement the
 * backend brought from the CNJ's DataJud — then `movementCode` is DataJud's movement code. Only
 * the backend writes such entries; staff may only change whether the client sees them.
 */
const statusProccessSchemaLiteral = {
  title: 'status_proccess',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    processId: { type: 'string', maxLength: 128 },
    clientId: { type: 'string', maxLength: 128 },
    status: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 5000 },
    date: { type: 'string', maxLength: 30 },
    visibleToClient: { type: 'boolean' },
    notifyClient: { type: 'boolean' },
    source: { type: 'string', maxLength: 20 },
    movementCode: { type: 'integer', minimum: 0, maximum: 1000000000 },
  },
  required: [...baseRequired, 'processId', 'clientId', 'status', 'description', 'date', 'visibleToClient', 'notifyClient'],
  indexes: [['processId', 'date']],
} as const;

const _typed = toTypedRxJsonSchema(statusProccessSchemaLiteral);
export type ProcessStatusDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof _typed>;
export const statusProccessSchema = statusProccessSchemaLiteral as unknown as RxJsonSchema<ProcessStatusDoc>;
export type StatusProccessCollection = RxCollection<ProcessStatusDoc>;

export const statusProccessCollection = {
  schema: statusProccessSchema,
  // v1 adds `source` and `movementCode` (optional, written by the backend for DataJud movements).
  migrationStrategies: { 1: (old: Record<string, unknown>) => old },
};
