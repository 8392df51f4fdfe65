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
} from './build';
