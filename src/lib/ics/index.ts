// One iCalendar builder for the app's export and the backend's calendar feed (issue 36).
export {
  buildIcs,
  escapeText,
  foldLine,
  toIcsUtc,
  icsFileName,
  ICS_MIME_TYPE,
  DEFAULT_PRODID,
  type IcsEvent,
  type IcsOptions,
} from '@advocacia/shared/ics/build';
