import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxCollection, RxJsonSchema } from 'rxdb';
import { toTypedRxJsonSchema } from 'rxdb';
import * as v from 'valibot';
import { MESSAGES, maxLengthMessage } from '@/lib/validation/messages';
import { isValidCpf } from '@/lib/validation/cpf';
import { isValidCnpj, normalizeCnpj } from '@/lib/validation/cnpj';
import {
  baseProperties, baseRequired, cepField, optionalDay, optionalEmail, optionalPhone, optionalRef, optionalText,
  requiredText, ufField, type BaseFields,
} from './_fields';

export const CLIENT_KINDS = ['PF', 'PJ'] as const;
/**
 * `clients`: people (PF, CPF) and companies (PJ, CNPJ — alphanumeric from July 2026).
 * `document` holds the CPF digits or the 14 CNPJ characters, unmasked and upper-case.
 * `appUid` links the record to the client's mobile-app account; the security rules use it
 * so a `cliente` reads only their own record. `consent` records LGPD consent for messaging
 * (art. 7/8: given, when, for what purpose).
 */
const clientsSchemaLiteral = {
  title: 'clients',
  description: 'Clientes do escritório (PF/PJ)',
  version: 0,
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
  },
  required: [...baseRequired, 'kind', 'name', 'document', 'email', 'phone', 'address', 'categoryIds', 'notes', 'consent'],
  // Lists sort by name or by last change; search runs over an in-memory index (search.ts).
  indexes: ['name', 'updatedAt'],
} as const;

const _typed = toTypedRxJsonSchema(clientsSchemaLiteral);
export type ClientDoc = ExtractDocumentTypeFromTypedRxJsonSchema<typeof _typed>;
export const clientsSchema = clientsSchemaLiteral as unknown as RxJsonSchema<ClientDoc>;
export type ClientsCollection = RxCollection<ClientDoc>;

const addressInput = v.object({
  cep: cepField,
  street: requiredText(2, 200),
  number: v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(20, maxLengthMessage(20))),
  complement: optionalText(100),
  district: requiredText(2, 100),
  city: requiredText(2, 100),
  uf: ufField,
});

/** Form input for a client. The document rule depends on the kind (CPF digits / CNPJ). */
export const clientInputSchema = v.pipe(
  v.object({
    kind: v.picklist(CLIENT_KINDS, MESSAGES.required),
    name: requiredText(3, 200),
    document: v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required)),
    email: optionalEmail,
    phone: optionalPhone,
    birthDate: optionalDay,
    address: addressInput,
    categoryIds: v.optional(v.array(v.string()), []),
    notes: optionalText(5000),
    responsibleUid: optionalRef,
    appUid: optionalRef,
    consent: v.optional(
      v.object({
        messaging: v.boolean(),
        date: v.nullable(v.string()),
        purpose: optionalText(500),
      }),
      { messaging: false, date: null, purpose: '' },
    ),
  }),
  v.forward(
    v.check((c) => c.kind !== 'PF' || /^\d+$/.test(c.document), MESSAGES.cpf),
    ['document'],
  ),
  v.forward(
    v.check((c) => (c.kind === 'PF' ? !/^\d+$/.test(c.document) || isValidCpf(c.document) : isValidCnpj(c.document)), (issue) =>
      (issue.input as { kind?: string }).kind === 'PF' ? MESSAGES.cpfInvalid : MESSAGES.cnpj,
    ),
    ['document'],
  ),
  v.forward(
    v.check((c) => !c.consent.messaging || c.consent.purpose !== '', MESSAGES.required),
    ['consent', 'purpose'],
  ),
  v.transform((c) => ({
    ...c,
    document: c.kind === 'PJ' ? normalizeCnpj(c.document) : c.document,
    // Consent given without a date gets "now": the record must say when it was given.
    consent: { ...c.consent, date: c.consent.messaging ? (c.consent.date ?? new Date().toISOString()) : c.consent.date },
  })),
);
export type ClientInput = v.InferInput<typeof clientInputSchema>;
export type ClientValues = v.InferOutput<typeof clientInputSchema>;
const _fitsDoc = (x: ClientValues): Omit<ClientDoc, BaseFields> => x;
void _fitsDoc;

export const clientsCollection = {
  schema: clientsSchema,
  migrationStrategies: {},
};
