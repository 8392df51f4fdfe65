/**
 * The building blocks every schema of schemas.ts shares, apart so that a screen needing only
 * these (the login form, on the first screen) does not bring in every Brazilian document
 * validator (CPF, CNPJ, OAB, CNJ…) with them. schemas.ts re-exports what is public.
 */
import * as v from 'valibot';
import { MESSAGES } from './messages';

export type StringSchema = v.GenericSchema<string, string>;

/** A rule is a predicate plus the message shown when it fails; the first failing rule wins. */
export interface Rule {
  test: (value: string) => boolean;
  message: string;
}

export function rulesCheck(rules: readonly Rule[]) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const failed = rules.find((r) => !r.test(dataset.value));
    if (failed) addIssue({ message: failed.message });
  });
}

export const base = () => v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required));

const EMAIL = v.pipe(v.string(), v.email());

/** E-mail, stored lower-case (addresses are matched case-insensitively on login and search). */
export function email(): StringSchema {
  return v.pipe(base(), rulesCheck([{ test: (s) => v.is(EMAIL, s), message: MESSAGES.email }]), v.toLowerCase());
}
