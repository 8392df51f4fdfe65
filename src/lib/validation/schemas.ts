/**
 * valibot building blocks with the spec's pt-BR messages.
 *
 * Conventions (so every form behaves the same):
 * - All text is trimmed first.
 * - Required blocks fail with 'Campo obrigatório' on undefined, null or blank input.
 * - `optionalField(block)` (or the `optional*` variants) accepts undefined/null/blank
 *   and outputs '' — forms hold empty strings, and Firestore/RxDB documents then
 *   never mix missing, null and '' for "no value".
 * - Values are stored canonically: CPF, CEP, phone and CNJ as digits only; CNPJ as 14
 *   upper-case characters; UF upper-case; dates as 'YYYY-MM-DD'.
 * - CPF is the exception that rejects punctuation instead of stripping it, because the
 *   spec has a message for exactly that ('CPF não pode conter traços e nem pontos').
 *   Masks for phone, CEP, CNPJ and CNJ are stripped, since masked inputs produce them.
 */
import * as v from 'valibot';
import { MESSAGES, maxLengthMessage, minLengthMessage } from './messages';
import { isValidCpf } from './cpf';
import { isValidCnpj, normalizeCnpj } from './cnpj';
import { isValidCep } from './cep';
import { isValidPhone } from './phone';
import { isValidUf } from './uf';
import { isValidCnj } from '@advocacia/shared/validation/cnj';
import { OAB_NUMBER, isValidOab, normalizeOab } from './oab';
import { brDateToIso, isValidIsoDate, isValidIsoDateTime } from '@advocacia/shared/validation/date';
import { base, rulesCheck, type Rule, type StringSchema } from './core';

export { email } from './core';

type OptionalStringSchema = v.GenericSchema<string | null | undefined, string>;

/** Pipe: at least n characters, 'Mínimo de N caracteres'. */
export function minLength(n: number) {
  return v.minLength<string, number, string>(n, minLengthMessage(n));
}

/** Pipe: at most n characters, 'Máximo de N caracteres'. */
export function maxLength(n: number) {
  return v.maxLength<string, number, string>(n, maxLengthMessage(n));
}

export interface LengthOptions {
  min?: number;
  max?: number;
}

function lengthRules({ min, max }: LengthOptions): Rule[] {
  const rules: Rule[] = [];
  if (min !== undefined) rules.push({ test: (s) => s.length >= min, message: minLengthMessage(min) });
  if (max !== undefined) rules.push({ test: (s) => s.length <= max, message: maxLengthMessage(max) });
  return rules;
}

/** Non-blank trimmed text with optional length bounds. */
export function requiredString(options: LengthOptions = {}): StringSchema {
  return v.pipe(base(), rulesCheck(lengthRules(options)));
}

/** Text that may be empty; when present it must respect the bounds. Outputs '' for missing. */
export function optionalString(options: LengthOptions = {}): OptionalStringSchema {
  return optionalField(requiredString(options));
}

/**
 * Make any required string block optional: undefined, null and blank become '' and skip
 * the block; anything else must pass it (its issues are forwarded with their messages).
 */
export function optionalField(schema: StringSchema): OptionalStringSchema {
  return v.pipe(
    v.nullish(v.string(MESSAGES.required), ''),
    v.trim(),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return '';
      const result = v.safeParse(schema, dataset.value);
      if (result.success) return result.output;
      for (const issue of result.issues) addIssue({ message: issue.message });
      return NEVER;
    }),
  );
}

/** A reference to another document (or an Auth uid): non-blank, at most 128 characters. */
export function ref(): StringSchema {
  return requiredString({ max: 128 });
}

/** A reference that may be missing: '' and undefined are stored as null ("none chosen"). */
export function optionalRef() {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        maxLength(128),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );
}

/** An ISO instant that may be missing (a message not yet delivered or read): stored as null. */
export function optionalDateTime() {
  return v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.check(isValidIsoDateTime, MESSAGES.date))), null);
}

/**
 * Bounds of a password the user chooses (sign-up, change of password). 12 characters: the
 * accounts open every client's CPF and conversations, so 6 (Firebase's floor) is not enough.
 */
export const NEW_PASSWORD_MIN = 12;
export const NEW_PASSWORD_MAX = 64;

/** A new password: not trimmed (spaces are part of it), 'Mínimo de 12 caracteres'. */
export function newPassword(): StringSchema {
  return v.pipe(
    v.string(MESSAGES.required),
    v.nonEmpty(MESSAGES.required),
    minLength(NEW_PASSWORD_MIN),
    maxLength(NEW_PASSWORD_MAX),
  );
}

/** Strip the characters that phone/CEP masks insert; letters are kept so they still fail. */
const stripMask = (s: string) => s.replace(/[\s().\-+/]/g, '');

/** Brazilian phone, masked or not, stored as digits ('Telefone inválido'). */
export function phoneDigits(): StringSchema {
  return v.pipe(base(), v.transform(stripMask), rulesCheck([{ test: isValidPhone, message: MESSAGES.phone }]));
}

/**
 * CPF as typed by the user: dots or dashes → the spec's message; anything else that is not
 * a CPF with correct check digits → 'CPF inválido'.
 */
export function cpfDigits(): StringSchema {
  return v.pipe(
    base(),
    rulesCheck([
      { test: (s) => !/[.-]/.test(s), message: MESSAGES.cpf },
      { test: isValidCpf, message: MESSAGES.cpfInvalid },
    ]),
  );
}

/** CNPJ (numeric or alphanumeric), masked or not, stored as 14 upper-case characters. */
export function cnpj(): StringSchema {
  return v.pipe(base(), v.transform(normalizeCnpj), rulesCheck([{ test: isValidCnpj, message: MESSAGES.cnpj }]));
}

/** CEP, masked or not, stored as 8 digits ('CEP inválido'). */
export function cep(): StringSchema {
  return v.pipe(base(), v.transform(stripMask), rulesCheck([{ test: isValidCep, message: MESSAGES.cep }]));
}

/** One of the 27 UF codes; lower-case input is accepted and stored upper-case ('UF inválido'). */
export function uf(): StringSchema {
  return v.pipe(base(), v.toUpperCase(), rulesCheck([{ test: isValidUf, message: MESSAGES.uf }]));
}

/** CNJ process number, formatted or 20 digits, check digits verified; stored as 20 digits. */
export function cnjNumber(): StringSchema {
  return v.pipe(
    base(),
    rulesCheck([{ test: isValidCnj, message: MESSAGES.cnj }]),
    v.transform((s) => s.replace(/\D/g, '')),
  );
}

/** OAB number (format only; optional A/B suffix), stored as digits + suffix ('12345A'). */
export function oabNumber(): StringSchema {
  return v.pipe(
    base(),
    rulesCheck([
      {
        test: (s) => OAB_NUMBER.test(s) && Number((normalizeOab(s) ?? '0').replace(/[AB]$/, '')) > 0,
        message: MESSAGES.oabNumber,
      },
    ]),
    v.transform((s) => normalizeOab(s) ?? s),
  );
}

/** OAB registration {uf, number}; the pair is re-checked so a bad UF reads 'OAB inválida' too. */
export function oabRegistration() {
  return v.pipe(
    v.object({ uf: uf(), number: oabNumber() }, MESSAGES.oab),
    v.check((o) => isValidOab(o.uf, o.number), MESSAGES.oab),
  );
}

export interface DateRangeOptions {
  /** Earliest accepted day, 'YYYY-MM-DD' inclusive. */
  min?: string;
  /** Latest accepted day, 'YYYY-MM-DD' inclusive (e.g. today for a birth date). */
  max?: string;
}

// 'YYYY-MM-DD' strings compare correctly as plain strings.
function rangeRules({ min, max }: DateRangeOptions): Rule[] {
  const rules: Rule[] = [];
  if (min !== undefined) rules.push({ test: (s) => s >= min, message: MESSAGES.date });
  if (max !== undefined) rules.push({ test: (s) => s <= max, message: MESSAGES.date });
  return rules;
}

/** A calendar day as 'YYYY-MM-DD' (native date input); 'Data inválida' otherwise. */
export function isoDate(options: DateRangeOptions = {}): StringSchema {
  return v.pipe(base(), rulesCheck([{ test: isValidIsoDate, message: MESSAGES.date }, ...rangeRules(options)]));
}

/** A day typed as 'DD/MM/YYYY' (masked text input), output as 'YYYY-MM-DD'. */
export function dateInput(options: DateRangeOptions = {}): StringSchema {
  return v.pipe(
    base(),
    rulesCheck([{ test: (s) => brDateToIso(s) !== null, message: MESSAGES.date }]),
    v.transform((s) => brDateToIso(s) ?? s),
    rulesCheck(rangeRules(options)),
  );
}

/** An ISO-8601 instant with zone ('2024-05-01T13:00:00.000Z'); 'Data inválida' otherwise. */
export function isoDateTime(): StringSchema {
  return v.pipe(base(), rulesCheck([{ test: isValidIsoDateTime, message: MESSAGES.date }]));
}
