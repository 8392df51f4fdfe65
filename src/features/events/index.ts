/** What the events feature shares with other features. */
export { EVENT_KIND_LABELS } from './labels';
export { SkippedDaysList } from './components/SkippedDaysList';
export { BusinessDaysInput } from './components/BusinessDaysInput';
export { CountRuleFields, daysLabel } from './components/CountRuleFields';
export { CourtCalendarNote } from './components/CourtCalendarNote';
