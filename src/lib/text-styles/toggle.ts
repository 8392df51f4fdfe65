/**
 * Composer toolbar / keyboard-shortcut action: apply or remove a style on the selection
 * of a plain <textarea>, returning the new text and where the selection should go.
 */
import { styleDefinition, type TextStyle } from '@advocacia/shared/text-styles/markup';

// Same notion of boundary as the parser: nothing, whitespace, punctuation or a symbol.
const isBoundary = (c: string) => c === '' || /[\s\p{P}\p{S}]/u.test(c);

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export function toggleStyle(text: string, selectionStart: number, selectionEnd: number, style: TextStyle): TextEdit {
  const { open, close } = styleDefinition(style);
  const clamp = (n: number) => Math.max(0, Math.min(text.length, n));
  const start = clamp(Math.min(selectionStart, selectionEnd));
  const end = clamp(Math.max(selectionStart, selectionEnd));
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);

  // Selection (or caret) sits right inside a pair: remove the pair. The outer sides must be
  // boundaries, as the parser requires — in '*a*|*b*' the markers around the caret belong
  // to two different pairs and must not be merged.
  const outerBefore = before.slice(0, before.length - open.length).slice(-1);
  const outerAfter = after.slice(close.length, close.length + 1);
  if (before.endsWith(open) && after.startsWith(close) && isBoundary(outerBefore) && isBoundary(outerAfter)) {
    const newStart = start - open.length;
    return {
      text: before.slice(0, -open.length) + selected + after.slice(close.length),
      selectionStart: newStart,
      selectionEnd: newStart + selected.length,
    };
  }

  // Caret only: insert an empty pair and put the caret inside, ready to type.
  if (selected.length === 0) {
    return {
      text: before + open + close + after,
      selectionStart: start + open.length,
      selectionEnd: start + open.length,
    };
  }

  // The selection includes the markers: unwrap them.
  if (selected.length > open.length + close.length && selected.startsWith(open) && selected.endsWith(close)) {
    const inner = selected.slice(open.length, selected.length - close.length);
    return { text: before + inner + after, selectionStart: start, selectionEnd: start + inner.length };
  }

  // Wrap. Markers must touch non-space characters and styles do not cross line breaks,
  // so each line's trimmed content is wrapped on its own.
  const lines = selected.split('\n');
  const wrapped = lines.map((line) => {
    const lead = /^\s*/.exec(line)?.[0] ?? '';
    const core = line.trim();
    if (!core) return line;
    const trail = line.slice(lead.length + core.length);
    return `${lead}${open}${core}${close}${trail}`;
  });
  const replacement = wrapped.join('\n');
  if (lines.length === 1 && replacement !== selected) {
    // Keep the user's text selected (inside the markers) so a second style can be stacked.
    const lead = /^\s*/.exec(selected)?.[0] ?? '';
    const innerStart = start + lead.length + open.length;
    return {
      text: before + replacement + after,
      selectionStart: innerStart,
      selectionEnd: innerStart + selected.trim().length,
    };
  }
  return { text: before + replacement + after, selectionStart: start, selectionEnd: start + replacement.length };
}
