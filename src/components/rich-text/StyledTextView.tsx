import { Fragment, useMemo, type ReactNode } from 'react';
import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { StyledText } from '@/components/ui/TextStyle';
import { isKnownPlaceholder, parseMarkup, placeholderLabel } from '@/lib/text-styles';

const PLACEHOLDER = /(\{\{\s*[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*\s*\}\})/g;
const PLACEHOLDER_KEY = /^\{\{\s*(.+?)\s*\}\}$/;

const Token = chakra('span', {
  base: { fontFamily: 'mono', fontSize: '0.9em', px: '1', borderRadius: 'l1', whiteSpace: 'nowrap' },
});

/** Placeholders read as chips, so the reader sees what the composer will fill in. */
function withPlaceholders(text: string): ReactNode {
  const parts = text.split(PLACEHOLDER);
  if (parts.length === 1) return text;
  return parts.map((part, i) => {
    if (i % 2 === 0) return part ? <Fragment key={i}>{part}</Fragment> : null;
    const key = PLACEHOLDER_KEY.exec(part)?.[1] ?? '';
    const known = isKnownPlaceholder(key);
    return (
      <Token
        key={i}
        bg={known ? 'blue.subtle' : 'red.subtle'}
        color={known ? 'blue.fg' : 'red.fg'}
        title={known ? placeholderLabel(key) : 'Campo desconhecido'}
        data-placeholder={key}
      >
        {part}
      </Token>
    );
  });
}

export interface StyledTextViewProps extends Omit<BoxProps, 'children'> {
  /** Text with the light markup of lib/text-styles (*negrito*, _itálico_, ~tachado~, ++sublinhado++, ~++ambos++~). */
  value: string;
  /** Show {{grupo.campo}} placeholders as chips (unknown ones in red). */
  highlightPlaceholders?: boolean;
  /** Shown (muted) when the text is empty. */
  emptyText?: string;
}

/**
 * Renders styled text as React elements: the parser yields {text, styles} segments and each
 * becomes a <strong>/<em>/<s>/<u> with the text as a child. Never HTML, so whatever a user
 * typed ('<img onerror=…>') stays text.
 */
export function StyledTextView({ value, highlightPlaceholders, emptyText, ...box }: StyledTextViewProps) {
  const segments = useMemo(() => parseMarkup(value), [value]);
  if (!value.trim() && emptyText) {
    return (
      <Box color="fg.muted" fontStyle="italic" {...box}>
        {emptyText}
      </Box>
    );
  }
  return (
    <Box whiteSpace="pre-wrap" overflowWrap="anywhere" {...box}>
      {segments.map((segment, i) => {
        const content = highlightPlaceholders ? withPlaceholders(segment.text) : segment.text;
        return segment.styles.length ? (
          <StyledText key={i} styles={segment.styles}>
            {content}
          </StyledText>
        ) : (
          <Fragment key={i}>{content}</Fragment>
        );
      })}
    </Box>
  );
}
