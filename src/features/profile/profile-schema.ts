import * as v from 'valibot';
import {
  MESSAGES,
  cpfDigits,
  isValidOab,
  newPassword,
  normalizeOab,
  phoneDigits,
  requiredString,
} from '@/lib/validation';
import type { StoredUser } from '@/features/auth';

/** What the profile form edits. The OAB is two fields: the section (UF) and the number. */
export interface ProfileFormValues {
  [key: string]: unknown;
  displayName: string;
  phoneNumber: string;
  cpf: string;
  oabUf: string;
  oabNumber: string;
}

/**
 * Profile form: the spec's messages per field. The OAB is optional (not every staff member is
 * a lawyer), but half an OAB is not a registration: filling one part requires the other.
 * Output: what the `users` document stores (phone as digits, OAB number canonical, or null).
 */
export const profileFormSchema = v.pipe(
  v.object({
    displayName: requiredString({ min: 3, max: 200 }),
    phoneNumber: phoneDigits(),
    cpf: cpfDigits(),
    oabUf: v.pipe(v.string(), v.trim()),
    oabNumber: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.check((o) => o.oabNumber === '' || o.oabUf !== '', MESSAGES.uf),
    ['oabUf'],
  ),
  v.forward(
    v.check((o) => o.oabUf === '' || o.oabNumber !== '', MESSAGES.required),
    ['oabNumber'],
  ),
  v.forward(
    // The UF has its own message above; the number is checked as part of the pair (format only: no check digit exists).
    v.check((o) => o.oabNumber === '' || o.oabUf === '' || isValidOab(o.oabUf, o.oabNumber), MESSAGES.oabNumber),
    ['oabNumber'],
  ),
  v.transform((o) => ({
    displayName: o.displayName,
    phoneNumber: o.phoneNumber,
    cpf: o.cpf,
    oab: o.oabUf && o.oabNumber ? { uf: o.oabUf, number: normalizeOab(o.oabNumber) ?? o.oabNumber } : null,
  })),
);
export type ProfileValues = v.InferOutput<typeof profileFormSchema>;

export function profileFormValues(
  user: Pick<StoredUser, 'displayName' | 'phoneNumber' | 'cpf' | 'oab'>,
): ProfileFormValues {
  return {
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    cpf: user.cpf,
    oabUf: user.oab?.uf ?? '',
    oabNumber: user.oab?.number ?? '',
  };
}

/** Change of password: the current one (Firebase asks for a recent sign-in), the new one twice. */
export const passwordFormSchema = v.pipe(
  v.object({
    current: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)),
    next: newPassword(),
    confirm: v.pipe(v.string(), v.nonEmpty(MESSAGES.required)),
  }),
  v.forward(
    v.check((p) => p.confirm === '' || p.confirm === p.next, 'As senhas não conferem'),
    ['confirm'],
  ),
  v.forward(
    v.check(
      (p) => p.next === '' || p.current === '' || p.next !== p.current,
      'A nova senha deve ser diferente da atual',
    ),
    ['next'],
  ),
);
