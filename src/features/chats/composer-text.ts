/**
 * Text operations of the composer, kept pure so they are tested without a DOM.
 */

export interface SlashToken {
  /** Index of the '/'. */
  start: number;
  /** End of the word (exclusive). */
  end: number;
  /** What was typed after '/', lower case. */
  query: string;
}

/**
 * The '/word' the caret is in, when the '/' starts a word (start of text or after a space
 * or line break) — so 'e/ou' or a URL does not open the shortcut list.
 */
export function findSlashToken(text: string, caret: number): SlashToken | null {
  let start = caret;
  while (start > 0 && !/\s/.test(text[start - 1] as string)) start--;
  if (text[start] !== '/') return null;
  const word = text.slice(start, caret);
  // A second '/' means a path or a date, not a shortcut.
  if (word.indexOf('/', 1) !== -1) return null;
  let end = caret;
  while (end < text.length && !/\s/.test(text[end] as string)) end++;
  return { start, end, query: word.slice(1).toLowerCase() };
}

export interface Replacement {
  text: string;
  caret: number;
}

/** Replace [start, end) with `insertion` and put the caret after it. */
export function replaceRange(text: string, start: number, end: number, insertion: string): Replacement {
  return { text: text.slice(0, start) + insertion + text.slice(end), caret: start + insertion.length };
}

/** Insert at the caret (or over the selection), on its own paragraph when there is text around. */
export function insertBlock(text: string, start: number, end: number, block: string): Replacement {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n' : '';
  return replaceRange(text, start, end, lead + block + trail);
}
