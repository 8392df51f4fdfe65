/**
 * A second, light entry of the processes area (eslint.config.js SECOND_ENTRIES): the event
 * page's "Ata / resultado" (issue 42) writes a timeline entry without bringing the processes'
 * screens into the agenda's chunk.
 */
export { addTimelineEntry } from './api/process-writes';
