import * as v from 'valibot';
import { MESSAGES, maxLengthMessage, minLengthMessage } from '@/lib/validation/messages';
import { isValidCpf } from '@/lib/validation/cpf';
import { isValidCnpj, normalizeCnpj } from '@/lib/validation/cnpj';
import { isValidCep } from '@/lib/validation/cep';
import { isValidPhone } from '@/lib/validation/phone';
import { isValidUf } from '@/lib/validation/uf';
import { isValidIsoDate as isIsoDay } from '@/lib/validation/date';

/**
 * Building blocks shared by the collection modules.
 *
 * Every replicated document carries the same bookkeeping fields. The id is made on the
 * device (crypto.randomUUID) so a record created offline already has its final key;
 * createdBy/updatedBy are Auth uids; instants are ISO-8601 UTC strings, which sort as
 * text, so they can be indexed and compared without parsing.
 */
export const baseProperties = {
  id: { type: 'string', maxLength: 128 },
  createdAt: { type: 'string', maxLength: 30 },
  createdBy: { type: 'string', maxLength: 128 },
  updatedAt: { type: 'string', maxLength: 30 },
  updatedBy: { type: 'string', maxLength: 128 },
} as const;

export const baseRequired = ['id', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** Fields the data layer stamps itself; forms never send them. */
export type BaseFields = 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy';

/** ISO instant: `YYYY-MM-DDTHH:mm(:ss(.sss))Z` or with an offset. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Pragmatic e-mail shape (what the HTML input accepts); the server is the real check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** A calendar day that exists (rejects 2025-02-30, which Date would roll over). */
export { isValidIsoDate as isIsoDay } from '@/lib/validation/date';

export const requiredText = (min: number, max: number) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    // An empty value already says 'Campo obrigatório'; do not add 'Mínimo de N' to it.
    v.check((s) => s.length === 0 || s.length >= min, minLengthMessage(min)),
    v.maxLength(max, maxLengthMessage(max)),
  );

/** Free text that may be left empty ('' is stored, never undefined: see docs/architecture.md). */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, maxLengthMessage(max))), '');

export const requiredEmail = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(320, maxLengthMessage(320)),
  v.check((s) => s === '' || EMAIL.test(s), MESSAGES.email),
);

export const optionalEmail = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(320, maxLengthMessage(320)), v.check((s) => s === '' || EMAIL.test(s), MESSAGES.email)),
  '',
);

/** Digits only, DDD + number (optionally +55). */
export const requiredPhone = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.check((s) => s === '' || isValidPhone(s), MESSAGES.phone));
export const optionalPhone = v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || isValidPhone(s), MESSAGES.phone)), '');

/** The spec's CPF rule: digits only (its message), then the check digits. */
export const requiredCpf = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.check((s) => s === '' || /^\d+$/.test(s), MESSAGES.cpf),
  v.check((s) => s === '' || !/^\d+$/.test(s) || isValidCpf(s), MESSAGES.cpfInvalid),
);

/** CNPJ, numeric or alphanumeric; stored upper-case without the mask. */
export const requiredCnpj = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.check((s) => s === '' || isValidCnpj(s), MESSAGES.cnpj),
  v.transform(normalizeCnpj),
);

export const requiredInstant = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.check((s) => s === '' || isIsoInstant(s), MESSAGES.date));
export const optionalInstant = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.check(isIsoInstant, MESSAGES.date))), null);
export const requiredDay = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.check((s) => s === '' || isIsoDay(s), MESSAGES.date));
export const optionalDay = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? null : s)), v.nullable(v.pipe(v.string(), v.check(isIsoDay, MESSAGES.date))))),
  null,
);

export const cepField = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.check((s) => s === '' || isValidCep(s), MESSAGES.cep));
export const ufField = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.toUpperCase(), v.check((s) => s === '' || isValidUf(s), MESSAGES.uf));

/** A reference to another document (or an Auth uid) chosen in a form. */
export const requiredRef = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(128, maxLengthMessage(128)));
export const optionalRef = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(128, maxLengthMessage(128)), v.transform((s) => (s === '' ? null : s)))),
  null,
);

export const picklist = <const T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, MESSAGES.oneOf);
