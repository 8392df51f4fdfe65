import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/** The spec's five text styles, as reusable inline elements. */
export type TextStyleName = 'bold' | 'italic' | 'strike' | 'underline' | 'underlineStrike';

const css: Record<TextStyleName, Record<string, string>> = {
  bold: { fontWeight: 'bold' },
  italic: { fontStyle: 'italic' },
  strike: { textDecorationLine: 'line-through' },
  underline: { textDecorationLine: 'underline' },
  underlineStrike: { textDecorationLine: 'underline line-through' },
};

// Created once: a chakra() factory per render would remount the text on every update.
const elements = {
  bold: chakra('strong'),
  italic: chakra('em'),
  strike: chakra('s'),
  underline: chakra('u'),
  underlineStrike: chakra('span'),
} as const;

export function StyledText({ styles, children }: { styles: readonly TextStyleName[]; children: ReactNode }) {
  // Nest one element per style so screen readers and copy/paste keep the semantics.
  return styles.reduceRight<ReactNode>((inner, style) => {
    const Tag = elements[style];
    return (
      <Tag key={style} {...css[style]}>
        {inner}
      </Tag>
    );
  }, children);
}

export const Bold = ({ children }: { children: ReactNode }) => <StyledText styles={['bold']}>{children}</StyledText>;
export const Italic = ({ children }: { children: ReactNode }) => (
  <StyledText styles={['italic']}>{children}</StyledText>
);
export const Underline = ({ children }: { children: ReactNode }) => (
  <StyledText styles={['underline']}>{children}</StyledText>
);
