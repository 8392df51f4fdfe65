import { baseProperties, baseRequired } from './_fields';
import { type CollectionDefinition, typedSchema, type DocOf } from './_definition';

/**
 * `logs`: the audit trail. Append-only: the data layer writes one entry per create /
 * update / delete / restore (offline too), one per field lost in a sync conflict, and one
 * per document from the server that failed validation, one per write the server refused
 * (set aside; the refused version itself stays on the device). Nobody edits an entry, so the
 * replication's conflict handler for `logs` is plain "server wins".
 *
 * `deviceTime` is the writer's clock; Firestore additionally stamps `serverTimestamp` on
 * push (that field lives only on the server, RxDB forbids it in the local schema).
 *
 * Conflict entries carry `conflict`: values are JSON-encoded because a field may hold any
 * type (text, list, object) and the person restoring it needs it exactly as it was.
 */
export const LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'conflict',
  'invalid-document',
  'refused-write',
  'sync-repair',
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
const logsSchemaLiteral = {
  title: 'logs',
  // v1: action 'refused-write' (a write the server refused, set aside: sync/refused-writes.ts).
  // v2: action 'sync-repair' (documents the consistency check found different from the server: sync/consistency-check.ts).
  // v3: serverTime (the server's time of the entry, kept by the pull: the trail is ordered by it).
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    actorUid: { type: 'string', maxLength: 128 },
    action: {
      type: 'string',
      enum: ['create', 'update', 'delete', 'restore', 'conflict', 'invalid-document', 'refused-write', 'sync-repair'],
      maxLength: 20,
    },
    /** Which collection the entry is about ('collection' itself is reserved by RxDB). */
    collectionName: { type: 'string', maxLength: 40 },
    documentId: { type: 'string', maxLength: 128 },
    summary: { type: 'string', maxLength: 1000 },
    deviceTime: { type: 'string', maxLength: 30 },
    /**
     * When the server received the entry (ISO), kept by the pull (policy serverTimeField); absent
     * until the entry has been to the server. The trail is ordered by it: the device's clock can
     * be anything, and firestore.rules only bound deviceTime to the 30 days before it.
     */
    serverTime: { type: 'string', maxLength: 30 },
    conflict: {
      type: ['object', 'null'],
      properties: {
        field: { type: 'string', maxLength: 200 },
        /** The value kept in the document (JSON). */
        keptValue: { type: 'string' },
        /** The value that lost and is no longer in the document (JSON). */
        lostValue: { type: 'string' },
        keptUpdatedAt: { type: 'string', maxLength: 30 },
        keptUpdatedBy: { type: 'string', maxLength: 128 },
        lostUpdatedAt: { type: 'string', maxLength: 30 },
        lostUpdatedBy: { type: 'string', maxLength: 128 },
      },
      required: ['field', 'keptValue', 'lostValue', 'keptUpdatedAt', 'keptUpdatedBy', 'lostUpdatedAt', 'lostUpdatedBy'],
    },
  },
  required: [
    ...baseRequired,
    'actorUid',
    'action',
    'collectionName',
    'documentId',
    'summary',
    'deviceTime',
    'conflict',
  ],
  indexes: ['deviceTime', ['collectionName', 'documentId', 'deviceTime'], ['action', 'deviceTime']],
} as const;

export const logsSchema = typedSchema(logsSchemaLiteral);
export type LogDoc = DocOf<typeof logsSchema>;
export type ConflictDetails = NonNullable<LogDoc['conflict']>;

export const logsCollection = {
  schema: logsSchema,
  // v1 and v2 only add an action, v3 an optional field: every older entry is valid as it is.
  migrationStrategies: { 1: (doc: LogDoc) => doc, 2: (doc: LogDoc) => doc, 3: (doc: LogDoc) => doc },
  label: 'logs',
  // The audit trail does not audit itself.
  audit: null,
  // Read only by admins and advogados (firestore.rules): an atendente's entries are pushed, none are pulled.
  read: { staff: ['admin', 'advogado'] },
  // Append-only: nothing is ever deleted, and an entry stays however old.
  // Each entry names the document it is about: pushed in the same commit as that document's write.
  sync: {
    appendOnly: true,
    serverTimeField: 'serverTime',
    about: { collectionField: 'collectionName', idField: 'documentId' },
  },
  tombstoneDays: 'kept',
} satisfies CollectionDefinition;
