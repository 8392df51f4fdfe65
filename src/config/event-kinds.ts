/**
 * Kinds of agenda events. Plain constants (no database code) so route search schemas can
 * validate `?tipo=` without pulling the data layer into the first bundle.
 */
export const EVENT_KINDS = ['audiencia', 'prazo', 'reuniao', 'outro'] as const;
