import * as v from 'valibot';
import { MESSAGES } from '@/lib/validation/messages';
import { email } from '@/lib/validation/core';

/**
 * Login payload of spec §7: `username` is the e-mail. Apart from the sign-up schema (auth-schemas.ts
 * re-exports it) because the login form is the first screen and needs no document validators.
 */
export const LoginSchema = v.object({
  username: email(),
  password: v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required)),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;
