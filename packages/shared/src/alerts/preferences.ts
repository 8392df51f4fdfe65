/**
 * A staff member's alert preferences (issue 36): which alerts reach their devices, and the
 * quiet hours in which they wait. Kept on their own `users/{uid}` document (`alertPrefs`, edited
 * in Perfil, offline like the rest of the profile); the backend's alert job reads them. A
 * profile without them, or with a field missing, gets the defaults: deadlines and intimations on.
 */
export const ALERT_KINDS = ['intimacoes', 'prazos', 'audiencias', 'lembretes', 'resumoDiario'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Quiet hours in America/Sao_Paulo, 'HH:mm' each; an alert due inside waits until `end`. */
export interface QuietHours {
  start: string;
  end: string;
}

export interface AlertPrefs {
  intimacoes: boolean;
  prazos: boolean;
  audiencias: boolean;
  lembretes: boolean;
  resumoDiario: boolean;
  quietHours: QuietHours | null;
}

export const DEFAULT_ALERT_PREFS: AlertPrefs = {
  intimacoes: true,
  prazos: true,
  audiencias: false,
  lembretes: false,
  resumoDiario: false,
  quietHours: null,
};

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The preferences as stored (any shape, possibly absent), completed with the defaults. */
export function alertPrefsOf(stored: unknown): AlertPrefs {
  const s = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flag = (k: AlertKind) => (typeof s[k] === 'boolean' ? (s[k] as boolean) : DEFAULT_ALERT_PREFS[k]);
  const q = s.quietHours as { start?: unknown; end?: unknown } | null | undefined;
  const quietHours =
    q && typeof q.start === 'string' && typeof q.end === 'string' && HH_MM.test(q.start) && HH_MM.test(q.end)
      ? { start: q.start, end: q.end }
      : null;
  return {
    intimacoes: flag('intimacoes'),
    prazos: flag('prazos'),
    audiencias: flag('audiencias'),
    lembretes: flag('lembretes'),
    resumoDiario: flag('resumoDiario'),
    quietHours,
  };
}

export function isHhMm(value: string): boolean {
  return HH_MM.test(value);
}
