import { baseProperties, baseRequired } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';

/**
 * `status_proccess`: the timeline of a process. `clientId` is denormalised from the process
 * so the security rules can let a `cliente` read only entries of their own processes that
 * are `visibleToClient`; `notifyClient` asks the backend to push the entry to the app.
 *
 * v1 (issue 16) adds `source` (optional): 'datajud' (DATAJUD_SOURCE) for a court movement the
 * backend brought from the CNJ's DataJud — then `movementCode` is DataJud's movement code. Only
 * the backend writes such entries; staff may only change whether the client sees them.
 *
 * v2 (issue 28) adds DJEN publications as typed documents (`source: 'djen'`, src/lib/djen): `djen`
 * (what DJEN said: the backend's), and the staff's triage fields `triage`, `triageReason`, `seenAt`,
 * `deadlineEventId`, `deadlineDueOn`. A publication whose CNJ number is no process of the firm has
 * `processId: ''` and `clientId: ''` until staff attach it ("Publicações a triar").
 *
 * v3 (issue 42) adds documents of a process or of a client as typed documents
 * (`source: 'document'`): `status` is the document's name, `date` its date, and `document` the
 * file — its type (DOCUMENT_KINDS), Storage path, size, content type and, once uploaded, its
 * download URL. A client's own document (RG, comprovante) has `processId: ''`. Here rather than
 * arrays on `proccess`/`clients`: an entry per file merges on its own (two devices adding files
 * to one process never conflict), the timeline shows it with the date it carries, and the rules
 * that keep an entry on its process and client already exist (firestore.rules).
 *
 * v3 (issue 38) adds `cancellation` ({ on, reason }): DJEN says the court cancelled the publication
 * after availability; nothing is deleted. Typed capture-status documents (`source: 'captura'`,
 * packages/shared/src/djen/capture.ts) need no schema change.
 */
export const DOCUMENT_KINDS = ['peticao', 'decisao', 'procuracao', 'documento-pessoal', 'outro'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_SOURCE = 'document';

const documentProperties = {
  kind: { type: 'string', enum: DOCUMENT_KINDS, maxLength: 20 },
  fileName: { type: 'string', maxLength: 200 },
  contentType: { type: 'string', maxLength: 100 },
  size: { type: 'integer', minimum: 1, maximum: 1000000000 },
  storagePath: { type: 'string', maxLength: 600 },
  downloadUrl: { type: ['string', 'null'], maxLength: 2000 },
} as const;
const djenProperties = {
  communicationId: { type: 'string', maxLength: 128 },
  hash: { type: 'string', maxLength: 100 },
  availableOn: { type: 'string', maxLength: 10 },
  court: { type: 'string', maxLength: 20 },
  kind: { type: 'string', maxLength: 100 },
  organ: { type: 'string', maxLength: 300 },
  documentType: { type: 'string', maxLength: 100 },
  className: { type: 'string', maxLength: 300 },
  cnj: { type: 'string', maxLength: 20 },
  text: { type: 'string', maxLength: 200000 },
  link: { type: 'string', maxLength: 1000 },
  lawyerUids: { type: 'array', items: { type: 'string', maxLength: 128 } },
  lawyers: {
    type: 'array',
    items: {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 200 }, oab: { type: 'string', maxLength: 30 } },
      required: ['name', 'oab'],
    },
  },
  parties: {
    type: 'array',
    items: {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 300 }, pole: { type: 'string', maxLength: 2 } },
      required: ['name', 'pole'],
    },
  },
} as const;

const statusProccessSchemaLiteral = {
  title: 'status_proccess',
  version: 3,
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
    djen: {
      type: 'object',
      properties: djenProperties,
      required: [
        'communicationId',
        'hash',
        'availableOn',
        'court',
        'kind',
        'organ',
        'documentType',
        'className',
        'cnj',
        'text',
        'link',
        'lawyerUids',
        'lawyers',
        'parties',
      ],
    },
    triage: { type: 'string', enum: ['matched', 'pending', 'attached', 'dismissed'], maxLength: 10 },
    triageReason: { type: 'string', maxLength: 500 },
    seenAt: { type: 'string', maxLength: 30 },
    deadlineEventId: { type: 'string', maxLength: 128 },
    deadlineDueOn: { type: 'string', maxLength: 10 },
    document: {
      type: 'object',
      properties: documentProperties,
      required: ['kind', 'fileName', 'contentType', 'size', 'storagePath', 'downloadUrl'],
    },
    // v3 (issue 38): the court cancelled or rectified the communication after availability (the backend's).
    cancellation: {
      type: 'object',
      properties: { on: { type: 'string', maxLength: 10 }, reason: { type: 'string', maxLength: 1000 } },
      required: ['on', 'reason'],
    },
  },
  required: [
    ...baseRequired,
    'processId',
    'clientId',
    'status',
    'description',
    'date',
    'visibleToClient',
    'notifyClient',
  ],
  indexes: [['processId', 'date']],
} as const;

export const statusProccessSchema = typedSchema(statusProccessSchemaLiteral);
export type ProcessStatusDoc = DocOf<typeof statusProccessSchema>;

export const statusProccessCollection = {
  schema: statusProccessSchema,
  // v1 adds `source` and `movementCode` (optional, written by the backend for DataJud movements).
  // v2 adds the DJEN publication fields (optional; only publications carry them).
  // v3 adds `document` (optional; only documents carry it) and `cancellation` (optional; the backend sets
  // it when DJEN says the court cancelled a publication).
  migrationStrategies: {
    1: (old: Record<string, unknown>) => old,
    2: (old: Record<string, unknown>) => old,
    3: (old: Record<string, unknown>) => old,
  },
  // The rules look up an entry's process (its client must be the entry's) and, when a publication
  // links its deadline, that event (issue 37): two look-ups per row, 20 per commit with the
  // writer's profile taking 2, so at most 9 (process, event) pairs per commit. A process or a
  // deadline made offline with the entry: they go first.
  sync: {
    pushesAfter: ['proccess', 'events'],
    commitGroups: {
      max: 9,
      keyOf: ({ newDocumentState: e }) =>
        e.source === 'datajud' ? null : `${String(e.processId ?? '')}/${String(e.deadlineEventId ?? '')}`,
    },
  },
  label: 'status_proccess',
  audit: { names: { noun: 'o andamento' } },
  read: { staff: FIRM_WIDE, others: 'client-visible' },
} satisfies CollectionDefinition;
