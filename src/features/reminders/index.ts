/** What the rest of the app may use from the reminders area. */
export { LEMBRET_STATUS_LABELS } from './labels';
