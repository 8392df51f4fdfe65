/**
 * The spec's five text styles as light markup stored in plain text.
 *
 * Syntax (WhatsApp-compatible for the first three, so messages read the same when they
 * reach the client's phone):
 *
 *   *negrito*        bold
 *   _itálico_        italic
 *   ~tachado~        strike-through
 *   ++sublinhado++   underline
 *   ~++ambos++~      underline + strike-through (the fifth style is the nesting of the two)
 *
 * Rules, chosen so ordinary text is not styled by accident:
 * - an opening marker must be at the start, or after a space or punctuation, and be
 *   followed by a non-space; a closing marker must follow a non-space and be followed by
 *   the end, a space or punctuation — so `2*3*4`, `snake_case_name`, `C++` and
 *   `* item` stay plain;
 * - a style never crosses a line break; markers left unmatched are plain text;
 * - styles nest (`*negrito _e itálico_*`); crossing pairs do not (`*a _b* c_` → only
 *   the bold pair matches);
 * - a backslash makes the next marker character literal: `\*` → `*`, `\\` → `\`.
 *
 * The parser returns segments of {text, styles}; it never produces HTML. The UI renders
 * each segment as a React element with the text as a child, so `<img onerror=…>` is just
 * text.
 */

/** The atomic styles a segment can carry. */
export type InlineStyle = 'bold' | 'italic' | 'strike' | 'underline';

/** The spec's five toolbar styles; 'underlineStrike' applies underline and strike together. */
export type TextStyle = InlineStyle | 'underlineStrike';

export interface Segment {
  text: string;
  /** In a fixed order (bold, italic, strike, underline) so equal sets compare equal. */
  styles: InlineStyle[];
}

export const STYLE_ORDER: readonly InlineStyle[] = ['bold', 'italic', 'strike', 'underline'];

const MARKERS: ReadonlyArray<{ raw: string; style: InlineStyle }> = [
  // Longest first: '++' before anything that might share a prefix.
  { raw: '++', style: 'underline' },
  { raw: '*', style: 'bold' },
  { raw: '_', style: 'italic' },
  { raw: '~', style: 'strike' },
];

const ESCAPABLE = new Set(['\\', '*', '_', '~', '+']);

export interface TextStyleDefinition {
  style: TextStyle;
  /** Toolbar label / aria-label (pt-BR). */
  label: string;
  open: string;
  close: string;
  /** Keyboard shortcut, 'Mod' = Ctrl on Windows/Linux, ⌘ on macOS. */
  shortcut: string;
  /** The inline styles the rendered text gets. */
  applies: InlineStyle[];
}

/** The five styles of the spec, in toolbar order. */
export const TEXT_STYLES: readonly TextStyleDefinition[] = [
  { style: 'bold', label: 'Negrito', open: '*', close: '*', shortcut: 'Mod+B', applies: ['bold'] },
  { style: 'italic', label: 'Itálico', open: '_', close: '_', shortcut: 'Mod+I', applies: ['italic'] },
  { style: 'strike', label: 'Tachado', open: '~', close: '~', shortcut: 'Mod+Shift+X', applies: ['strike'] },
  { style: 'underline', label: 'Sublinhado', open: '++', close: '++', shortcut: 'Mod+U', applies: ['underline'] },
  {
    style: 'underlineStrike',
    label: 'Sublinhado e tachado',
    open: '~++',
    close: '++~',
    shortcut: 'Mod+Shift+U',
    applies: ['underline', 'strike'],
  },
];

export function styleDefinition(style: TextStyle): TextStyleDefinition {
  const def = TEXT_STYLES.find((d) => d.style === style);
  if (!def) throw new Error(`Estilo desconhecido: ${String(style)}`);
  return def;
}

type Token =
  | { kind: 'text'; text: string }
  | {
      kind: 'marker';
      raw: string;
      style: InlineStyle;
      canOpen: boolean;
      canClose: boolean;
      matched: 'open' | 'close' | null;
    }
  | { kind: 'newline' };

const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);
// Punctuation and symbols count as boundaries, so markers can sit next to other markers,
// quotes, parentheses and the like.
const isBoundary = (c: string | undefined) => c === undefined || /[\s\p{P}\p{S}]/u.test(c);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  // An escaped character is text: a marker right after it is not at a boundary.
  let prevEscaped = false;
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  for (let i = 0; i < source.length;) {
    const c = source[i] as string;
    if (c === '\\' && i + 1 < source.length && ESCAPABLE.has(source[i + 1] as string)) {
      text += source[i + 1];
      i += 2;
      prevEscaped = true;
      continue;
    }
    if (c === '\n') {
      flush();
      tokens.push({ kind: 'newline' });
      i++;
      prevEscaped = false;
      continue;
    }
    const marker = MARKERS.find((m) => source.startsWith(m.raw, i));
    if (marker) {
      flush();
      const prev = i > 0 ? source[i - 1] : undefined;
      const next = source[i + marker.raw.length];
      tokens.push({
        kind: 'marker',
        raw: marker.raw,
        style: marker.style,
        canOpen: !prevEscaped && isBoundary(prev) && next !== undefined && !isSpace(next),
        canClose: prev !== undefined && !isSpace(prev) && isBoundary(next),
        matched: null,
      });
      i += marker.raw.length;
      prevEscaped = false;
      continue;
    }
    text += c;
    i++;
    prevEscaped = false;
  }
  flush();
  return tokens;
}

/** Pair markers with a delimiter stack (closest opener of the same style wins). */
function matchMarkers(tokens: Token[]): void {
  let stack: number[] = [];
  tokens.forEach((t, idx) => {
    if (t.kind === 'newline') {
      stack = []; // styles never cross a line break
      return;
    }
    if (t.kind !== 'marker') return;
    if (t.canClose) {
      for (let s = stack.length - 1; s >= 0; s--) {
        const openerIdx = stack[s] as number;
        const opener = tokens[openerIdx];
        // openerIdx < idx - 1: an empty pair ('**') is not a style.
        if (opener?.kind === 'marker' && opener.style === t.style && openerIdx < idx - 1) {
          opener.matched = 'open';
          t.matched = 'close';
          stack = stack.slice(0, s); // openers inside the pair stay unmatched (plain text)
          return;
        }
      }
    }
    if (t.canOpen) stack.push(idx);
  });
}

function sortStyles(styles: Iterable<InlineStyle>): InlineStyle[] {
  const set = new Set(styles);
  return STYLE_ORDER.filter((s) => set.has(s));
}

/** Parse markup into styled text segments (adjacent equal-style segments merged). */
export function parseMarkup(source: string): Segment[] {
  const tokens = tokenize(source);
  matchMarkers(tokens);
  const active = new Map<InlineStyle, number>();
  const segments: Segment[] = [];
  const push = (text: string) => {
    if (!text) return;
    const styles = sortStyles([...active].filter(([, n]) => n > 0).map(([s]) => s));
    const last = segments[segments.length - 1];
    if (last && last.styles.join() === styles.join()) last.text += text;
    else segments.push({ text, styles });
  };
  for (const t of tokens) {
    if (t.kind === 'text') push(t.text);
    else if (t.kind === 'newline') push('\n');
    else if (t.matched === 'open') active.set(t.style, (active.get(t.style) ?? 0) + 1);
    else if (t.matched === 'close') active.set(t.style, (active.get(t.style) ?? 0) - 1);
    else push(t.raw);
  }
  return segments;
}

/** The text without markup — previews, notifications, search indexes. */
export function toPlainText(source: string): string {
  return parseMarkup(source)
    .map((s) => s.text)
    .join('');
}

/** Make arbitrary text literal inside markup (client names, e-mails with '_' …). */
export function escapeMarkup(text: string): string {
  return text.replace(/[\\*_~+]/g, (c) => `\\${c}`);
}

export interface SegmentCss {
  fontWeight?: 'bold';
  fontStyle?: 'italic';
  textDecorationLine?: string;
}

/** Inline CSS for a segment's styles (underline + strike combine into one declaration). */
export function segmentCss(styles: readonly InlineStyle[]): SegmentCss {
  const css: SegmentCss = {};
  if (styles.includes('bold')) css.fontWeight = 'bold';
  if (styles.includes('italic')) css.fontStyle = 'italic';
  const lines = [
    styles.includes('underline') ? 'underline' : '',
    styles.includes('strike') ? 'line-through' : '',
  ].filter(Boolean);
  if (lines.length) css.textDecorationLine = lines.join(' ');
  return css;
}
