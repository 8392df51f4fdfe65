import { baseProperties, baseRequired } from './_fields';
import { FIRM_WIDE, type CollectionDefinition, typedSchema, type DocOf } from './_definition';

export const CLIENT_KINDS = ['PF', 'PJ'] as const;
/**
 * `clients`: people (PF, CPF) and companies (PJ, CNPJ — alphanumeric from July 2026).
 * `document` holds the CPF digits or the 14 CNPJ characters, unmasked and upper-case.
 * `appUid` links the record to the client's mobile-app account; the security rules use it
 * so a `cliente` reads only their own record. `consent` records LGPD consent for messaging
 * (art. 7/8: given, when, for what purpose). `duplicateOf` is the backend's (functions/src/clients/
 * duplicates.ts): the id of the oldest other live client with the same document, '' when none;
 * forms never send it and the security rules refuse it from staff.
 */
const clientsSchemaLiteral = {
  title: 'clients',
  description: 'Clientes do escritório (PF/PJ)',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...baseProperties,
    kind: { type: 'string', enum: ['PF', 'PJ'], maxLength: 2 },
    name: { type: 'string', maxLength: 200 },
    document: { type: 'string', maxLength: 14 },
    email: { type: 'string', maxLength: 320 },
    phone: { type: 'string', maxLength: 13 },
    birthDate: { type: ['string', 'null'], maxLength: 10 },
    address: {
      type: 'object',
      properties: {
        cep: { type: 'string', maxLength: 8 },
        street: { type: 'string', maxLength: 200 },
        number: { type: 'string', maxLength: 20 },
        complement: { type: 'string', maxLength: 100 },
        district: { type: 'string', maxLength: 100 },
        city: { type: 'string', maxLength: 100 },
        uf: { type: 'string', maxLength: 2 },
      },
      required: ['cep', 'street', 'number', 'complement', 'district', 'city', 'uf'],
    },
    categoryIds: { type: 'array', items: { type: 'string', maxLength: 128 } },
    notes: { type: 'string', maxLength: 5000 },
    responsibleUid: { type: ['string', 'null'], maxLength: 128 },
    appUid: { type: ['string', 'null'], maxLength: 128 },
    consent: {
      type: 'object',
      properties: {
        messaging: { type: 'boolean' },
        date: { type: ['string', 'null'], maxLength: 30 },
        purpose: { type: 'string', maxLength: 500 },
      },
      required: ['messaging', 'date', 'purpose'],
    },
    duplicateOf: { type: 'string', maxLength: 128 },
  },
  required: [
    ...baseRequired,
    'kind',
    'name',
    'document',
    'email',
    'phone',
    'address',
    'categoryIds',
    'notes',
    'consent',
  ],
  // Lists sort by name or by last change; search runs over an in-memory index (search.ts).
  indexes: ['name', 'updatedAt'],
} as const;

export const clientsSchema = typedSchema(clientsSchemaLiteral);
export type ClientDoc = DocOf<typeof clientsSchema>;

export const clientsCollection = {
  schema: clientsSchema,
  // v1 adds `duplicateOf` (optional; the server's copy carries it once the backend looked).
  migrationStrategies: { 1: (old: Record<string, unknown>) => old },
  label: 'clients',
  audit: { names: { noun: 'o cliente' } },
  read: { staff: FIRM_WIDE, others: 'client-own' },
} satisfies CollectionDefinition;
