import * as v from 'valibot';
import { isHhMm, type AlertPrefs } from '@advocacia/shared/alerts/preferences';
import { MESSAGES } from '@/lib/validation/messages';

/** What Perfil › Alertas edits: the five kinds, and quiet hours as a switch and two times. */
export interface AlertPrefsFormValues {
  [key: string]: unknown;
  intimacoes: boolean;
  prazos: boolean;
  audiencias: boolean;
  lembretes: boolean;
  resumoDiario: boolean;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
}

export const QUIET_SAME_TIMES = 'O fim deve ser diferente do início';

/**
 * Quiet hours only when switched on: both times 'HH:mm' (24 h) and not the same (a window may
 * cross midnight, 22:00–07:00). Output: what `users.alertPrefs` stores.
 */
export const alertPrefsFormSchema = v.pipe(
  v.object({
    intimacoes: v.boolean(),
    prazos: v.boolean(),
    audiencias: v.boolean(),
    lembretes: v.boolean(),
    resumoDiario: v.boolean(),
    quiet: v.boolean(),
    quietStart: v.pipe(v.string(), v.trim()),
    quietEnd: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.check((f) => !f.quiet || f.quietStart !== '', MESSAGES.required),
    ['quietStart'],
  ),
  v.forward(
    v.check((f) => !f.quiet || f.quietStart === '' || isHhMm(f.quietStart), MESSAGES.time),
    ['quietStart'],
  ),
  v.forward(
    v.check((f) => !f.quiet || f.quietEnd !== '', MESSAGES.required),
    ['quietEnd'],
  ),
  v.forward(
    v.check((f) => !f.quiet || f.quietEnd === '' || isHhMm(f.quietEnd), MESSAGES.time),
    ['quietEnd'],
  ),
  v.forward(
    v.check((f) => !f.quiet || f.quietStart !== f.quietEnd || f.quietStart === '', QUIET_SAME_TIMES),
    ['quietEnd'],
  ),
  v.transform((f): AlertPrefs => ({
    intimacoes: f.intimacoes,
    prazos: f.prazos,
    audiencias: f.audiencias,
    lembretes: f.lembretes,
    resumoDiario: f.resumoDiario,
    quietHours: f.quiet ? { start: f.quietStart, end: f.quietEnd } : null,
  })),
);

export function alertPrefsFormValues(prefs: AlertPrefs): AlertPrefsFormValues {
  return {
    intimacoes: prefs.intimacoes,
    prazos: prefs.prazos,
    audiencias: prefs.audiencias,
    lembretes: prefs.lembretes,
    resumoDiario: prefs.resumoDiario,
    quiet: prefs.quietHours !== null,
    quietStart: prefs.quietHours?.start ?? '',
    quietEnd: prefs.quietHours?.end ?? '',
  };
}
