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
export { parseIcs, unfold, unescapeText, parseLine, type ParsedIcs, type ParsedIcsEvent, type IcsProperty } from './parse';
