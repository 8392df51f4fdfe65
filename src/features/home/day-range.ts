/**
 * The local calendar day around `now` as ISO UTC instants, the form events and reminders
 * are stored in. ISO UTC strings sort as text, so the day can be a plain range query.
 */
export function localDayRange(now: Date): { start: string; end: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { start: start.toISOString(), end: end.toISOString() };
}
