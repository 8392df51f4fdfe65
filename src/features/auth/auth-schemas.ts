import * as v from 'valibot';
import { SELF_SIGN_UP_ROLES } from '@advocacia/shared/config/roles';
import { MESSAGES, cpfDigits, email, newPassword, phoneDigits, requiredString } from '@/lib/validation';

export { LoginSchema, type LoginInput } from './login-schema';

export const NAME_MIN = 3;
export const NAME_MAX = 120;

/** Sign-up payload of spec §7. The CPF field takes digits only (spec message otherwise); phone masks are stripped. */
export const SignUpSchema = v.object({
  displayName: requiredString({ min: NAME_MIN, max: NAME_MAX }),
  email: email(),
  password: newPassword(),
  cpf: cpfDigits(),
  phoneNumber: phoneDigits(),
  role: v.picklist(SELF_SIGN_UP_ROLES, MESSAGES.required),
});
export type SignUpInput = v.InferOutput<typeof SignUpSchema>;
