/**
 * The firm's holidays and suspensions ("Feriados e suspensões", issue 38) are typed `events`
 * documents whose id says what they are: `feriado-…` (a municipal or court holiday) or
 * `suspensao-…` (a portaria, a system outage). The app's screen, the rules and the backend's
 * calendar feed tell them from ordinary events by this id.
 */
const CLOSURE_ID = /^(feriado|suspensao)-[A-Za-z0-9-]{1,100}$/;

export function isClosureId(id: string): boolean {
  return CLOSURE_ID.test(id);
}

/** 'feriado' or 'suspensao' from a closure's id; null for any other event. */
export function closureKindOfId(id: string): 'feriado' | 'suspensao' | null {
  const m = CLOSURE_ID.exec(id);
  return m ? (m[1] as 'feriado' | 'suspensao') : null;
}
