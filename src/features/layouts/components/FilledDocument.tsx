import { Fragment, type ReactNode } from 'react';
import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { StyledText } from '@/components/ui/TextStyle';
import { parseMarkup, placeholderLabel } from '@/lib/text-styles';

const MISSING = /(\{\{\s*[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*\s*\}\})/g;
const KEY = /^\{\{\s*(.+?)\s*\}\}$/;

const Missing = chakra('mark', {
  base: {
    bg: 'orange.subtle',
    color: 'orange.fg',
    borderBottomWidth: '2px',
    borderColor: 'orange.solid',
    px: '0.5',
    borderRadius: 'l1',
    fontStyle: 'normal',
    '@media print': { bg: 'transparent', color: 'black', borderColor: 'black' },
  },
});

/** Labels for missing values: 'Nome do cliente', or the key for a custom placeholder. */
export function missingLabel(key: string): string {
  return placeholderLabel(key) ?? key;
}

// CPF, CNPJ, CEP, phone, process numbers, dates and amounts: digits joined by . - / , never broken across lines.
const NUMBER = /(\d+(?:[.\-/,]\d+)+)/g;

function withWholeNumbers(text: string): ReactNode {
  const parts = text.split(NUMBER);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 0 ? (
      part && <Fragment key={i}>{part}</Fragment>
    ) : (
      <chakra.span key={i} whiteSpace="nowrap">
        {part}
      </chakra.span>
    ),
  );
}

function withMissing(text: string): ReactNode {
  const parts = text.split(MISSING);
  if (parts.length === 1) return withWholeNumbers(text);
  return parts.map((part, i) => {
    if (i % 2 === 0) return part ? <Fragment key={i}>{withWholeNumbers(part)}</Fragment> : null;
    const key = KEY.exec(part)?.[1] ?? part;
    return (
      <Missing key={i} data-missing={key} title={`Valor em falta: ${missingLabel(key)}`}>
        [{missingLabel(key)}]
      </Missing>
    );
  });
}

/**
 * The filled document: styled text as React elements (never HTML), with each placeholder
 * that had no value shown as a highlighted "[Nome do cliente]" mark.
 */
export function FilledDocument({ text, ...box }: { text: string } & Omit<BoxProps, 'children'>) {
  const segments = parseMarkup(text);
  return (
    <Box whiteSpace="pre-wrap" overflowWrap="break-word" lineHeight="1.7" textAlign="justify" {...box}>
      {segments.map((s, i) =>
        s.styles.length ? (
          <StyledText key={i} styles={s.styles}>
            {withMissing(s.text)}
          </StyledText>
        ) : (
          <Fragment key={i}>{withMissing(s.text)}</Fragment>
        ),
      )}
    </Box>
  );
}
