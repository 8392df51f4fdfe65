/** What the court-calendar feature (issue 38: "Feriados e suspensões") shares with other features. */
export { useFirmClosures } from './hooks/use-firm-closures';
export { closureOfEvent, isClosureId, type ClosureEntry } from './closures';
