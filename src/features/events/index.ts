/** What the events feature shares with reminders and layouts (pickers and a file download). */
export { ClientPicker } from './components/ClientPicker';
export { ProcessSelect } from './components/ProcessSelect';
export { useStaffUsers } from './hooks/use-staff';
export { downloadText } from './ics-export';
export { EVENT_KIND_LABELS } from './labels';
