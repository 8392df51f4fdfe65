import * as v from 'valibot';
import { type ClientDoc, type EditableOf } from '@/data';
import { MESSAGES } from '@/lib/validation/messages';
import {
  cep,
  cnpj,
  cpfDigits,
  dateInput,
  email,
  optionalField,
  optionalString,
  phoneDigits,
  requiredString,
  uf,
} from '@/lib/validation/schemas';
import { formatDate, maskCep, maskCnpj, maskPhone, toIsoDay } from '@/lib/format';

/**
 * The client form: flat values (one key per input, so every field gets its own message as
 * soon as it is left) and the valibot schema that turns them into the stored document.
 *
 * Composed from the src/lib/validation blocks instead of the data layer's
 * `clientInputSchema` because the form needs things that schema does not do: the birth date
 * typed as dd/mm/aaaa (and not in the future), an optional address (a client first met on the
 * phone has none yet) and masked CNPJ/phone/CEP values coming straight from the inputs.
 */
export interface ClientFormValues extends Record<string, unknown> {
  kind: 'PF' | 'PJ';
  name: string;
  /** PF: exactly what was typed (the spec rejects dots and dashes); PJ: the masked CNPJ. */
  document: string;
  email: string;
  phone: string;
  /** dd/mm/aaaa while typing. */
  birthDate: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  uf: string;
  categoryIds: string[];
  responsibleUid: string;
  notes: string;
  consentMessaging: boolean;
  /** ISO instant the consent was given; null when not given. */
  consentDate: string | null;
  consentPurpose: string;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  kind: 'PF',
  name: '',
  document: '',
  email: '',
  phone: '',
  birthDate: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  uf: '',
  categoryIds: [],
  responsibleUid: '',
  notes: '',
  consentMessaging: false,
  consentDate: null,
  consentPurpose: '',
};

/** The purpose most firms record; the person can change it. */
export const DEFAULT_CONSENT_PURPOSE =
  'Receber mensagens e notificações do escritório sobre seus processos e atendimentos';

const ADDRESS_KEYS = ['cep', 'street', 'number', 'complement', 'district', 'city', 'uf'] as const;

/**
 * One object per kind, so the CPF or CNPJ rule runs together with every other field and its
 * message shows as soon as the field is left (a check on the whole object would only run
 * once everything else is valid).
 */
function formFields(now: Date) {
  const common = {
    name: requiredString({ min: 3, max: 200 }),
    email: optionalField(email()),
    phone: optionalField(phoneDigits()),
    birthDate: optionalField(dateInput({ max: toIsoDay(now) })),
    cep: optionalField(cep()),
    street: optionalString({ max: 200 }),
    number: optionalString({ max: 20 }),
    complement: optionalString({ max: 100 }),
    district: optionalString({ max: 100 }),
    city: optionalString({ max: 100 }),
    uf: optionalField(uf()),
    categoryIds: v.array(v.string()),
    responsibleUid: v.string(),
    notes: optionalString({ max: 5000 }),
    consentMessaging: v.boolean(),
    consentDate: v.nullable(v.string()),
    consentPurpose: optionalString({ max: 500 }),
  };
  return v.variant(
    'kind',
    [
      // CPF: digits only as typed ('CPF não pode conter traços e nem pontos'), then check digits ('CPF inválido').
      v.object({ kind: v.literal('PF'), document: cpfDigits(), ...common }),
      // CNPJ: masked or not, numeric or alphanumeric; output 14 upper-case characters.
      v.object({ kind: v.literal('PJ'), document: cnpj(), ...common }),
    ],
    MESSAGES.required,
  );
}
type Fields = v.InferOutput<ReturnType<typeof formFields>>;

/** With any part of the address filled in, CEP, street, city and UF make it usable on a petition or a letter. */
function requiredWhenAddressed<K extends 'cep' | 'street' | 'city' | 'uf'>(key: K) {
  return v.forward<Fields, v.CheckIssue<Fields>, [K]>(
    v.check((c) => !ADDRESS_KEYS.some((k) => c[k] !== '') || c[key] !== '', MESSAGES.required),
    [key],
  );
}

/**
 * Builds the schema (the birth date may not be in the future, so "today" is taken when the
 * form opens). Output: the editable fields of a `clients` document, canonical values only.
 *
 * The cross-field rules (address completeness, consent purpose) run once
 * every field passes its own rule — valibot's order — so they appear on a second pass.
 */
export function clientFormSchema(now = new Date()) {
  return v.pipe(
    formFields(now),
    requiredWhenAddressed('cep'),
    requiredWhenAddressed('street'),
    requiredWhenAddressed('city'),
    requiredWhenAddressed('uf'),
    v.forward(
      v.check((c) => !c.consentMessaging || c.consentPurpose !== '', MESSAGES.required),
      ['consentPurpose'],
    ),
    v.transform((c): ClientFormOutput => ({
      kind: c.kind,
      name: c.name,
      document: c.document,
      email: c.email,
      phone: c.phone,
      birthDate: c.birthDate === '' ? null : c.birthDate,
      address: {
        cep: c.cep,
        street: c.street,
        number: c.number,
        complement: c.complement,
        district: c.district,
        city: c.city,
        uf: c.uf,
      },
      categoryIds: c.categoryIds,
      notes: c.notes,
      responsibleUid: c.responsibleUid === '' ? null : c.responsibleUid,
      // Consent given without a date gets "now": the record must say when it was given (LGPD art. 8).
      consent: c.consentMessaging
        ? { messaging: true, date: c.consentDate ?? now.toISOString(), purpose: c.consentPurpose }
        : { messaging: false, date: null, purpose: c.consentPurpose },
    })),
  );
}

export type ClientFormOutput = Omit<EditableOf<'clients'>, 'appUid'>;

/** A stored client as form values (masks applied, day shown as dd/mm/aaaa). */
export function clientToForm(c: ClientDoc): ClientFormValues {
  return {
    kind: c.kind,
    name: c.name,
    document: c.kind === 'PJ' ? maskCnpj(c.document) : c.document,
    email: c.email,
    phone: maskPhone(c.phone),
    birthDate: c.birthDate ? formatDate(c.birthDate) : '',
    cep: maskCep(c.address.cep),
    street: c.address.street,
    number: c.address.number,
    complement: c.address.complement,
    district: c.address.district,
    city: c.address.city,
    uf: c.address.uf,
    categoryIds: [...c.categoryIds],
    responsibleUid: c.responsibleUid ?? '',
    notes: c.notes,
    consentMessaging: c.consent.messaging,
    consentDate: c.consent.date,
    consentPurpose: c.consent.purpose,
  };
}
