/** What the events feature shares with other features. */
export { EVENT_KIND_LABELS } from './labels';
