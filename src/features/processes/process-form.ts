import * as v from 'valibot';
import type { EditableOf, ProcessDoc } from '@/data';
import { PROCESS_TYPES, type ProcessType } from '@/config/constants';
import { MESSAGES } from '@/lib/validation/messages';
import { cnjNumber, dateInput, optionalField, optionalString, requiredString } from '@/lib/validation/schemas';
import { formatDate, maskCnj, toIsoDay } from '@/lib/format';

/** Flat form values of a process (masked CNJ, opening day as dd/mm/aaaa). */
export interface ProcessFormValues extends Record<string, unknown> {
  cnj: string;
  type: ProcessType;
  subject: string;
  court: string;
  legalArea: string;
  currentStatus: string;
  openedAt: string;
  responsibleUid: string;
}

export const EMPTY_PROCESS_FORM: ProcessFormValues = {
  cnj: '',
  type: 'Judicial',
  subject: '',
  court: '',
  legalArea: '',
  currentStatus: '',
  openedAt: '',
  responsibleUid: '',
};

/** Suggestions only: firms name areas their own way. */
export const LEGAL_AREAS = [
  'Administrativo',
  'Ambiental',
  'Cível',
  'Consumidor',
  'Criminal',
  'Empresarial',
  'Família e Sucessões',
  'Imobiliário',
  'Previdenciário',
  'Trabalhista',
  'Tributário',
] as const;

/**
 * A judicial process has a CNJ number (Res. CNJ 65/2008, check digits mod 97-10); an
 * extrajudicial matter (negotiation, notary, administrative) may have none, but a number
 * typed there must still be valid. One object per type so the CNJ message shows as soon
 * as the field is left.
 */
export function processFormSchema(clientId: string, now = new Date()) {
  const common = {
    subject: requiredString({ min: 3, max: 300 }),
    court: optionalString({ max: 200 }),
    legalArea: optionalString({ max: 100 }),
    currentStatus: optionalString({ max: 200 }),
    openedAt: optionalField(dateInput({ max: toIsoDay(now) })),
    responsibleUid: v.string(),
  };
  return v.pipe(
    v.variant(
      'type',
      [
        v.object({ type: v.literal('Judicial'), cnj: cnjNumber(), ...common }),
        v.object({ type: v.literal('Extrajudicial'), cnj: optionalField(cnjNumber()), ...common }),
      ],
      MESSAGES.required,
    ),
    v.transform((p): EditableOf<'proccess'> => ({
      clientId,
      cnj: p.cnj,
      type: p.type,
      subject: p.subject,
      court: p.court,
      legalArea: p.legalArea,
      currentStatus: p.currentStatus,
      openedAt: p.openedAt === '' ? null : p.openedAt,
      responsibleUid: p.responsibleUid === '' ? null : p.responsibleUid,
    })),
  );
}

export function processToForm(p: ProcessDoc): ProcessFormValues {
  return {
    cnj: maskCnj(p.cnj),
    type: (PROCESS_TYPES as readonly string[]).includes(p.type) ? (p.type as ProcessType) : 'Judicial',
    subject: p.subject,
    court: p.court,
    legalArea: p.legalArea,
    currentStatus: p.currentStatus,
    openedAt: p.openedAt ? formatDate(p.openedAt) : '',
    responsibleUid: p.responsibleUid ?? '',
  };
}
