import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Flex, IconButton, type FlexProps } from '@chakra-ui/react';
import { Bold, Italic, Strikethrough, Underline } from 'lucide-react';
import { StyledText } from '@/components/ui/TextStyle';
import { TEXT_STYLES, type TextStyle } from '@/lib/text-styles';

const STYLE_ICONS: Record<TextStyle, ReactNode> = {
  bold: <Bold size={18} aria-hidden />,
  italic: <Italic size={18} aria-hidden />,
  strike: <Strikethrough size={18} aria-hidden />,
  underline: <Underline size={18} aria-hidden />,
  // No icon exists for the fifth style: show it applied to a letter.
  underlineStrike: (
    <Box as="span" aria-hidden fontWeight="semibold" fontSize="md">
      <StyledText styles={['underlineStrike']}>U</StyledText>
    </Box>
  ),
};

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcutText = (shortcut: string) => shortcut.replace('Mod', isMac ? '⌘' : 'Ctrl');

/** Which style a key press asks for (Ctrl/⌘ + B, I, U; + Shift + X, U), or null. */
export function styleForKey(
  e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>,
): TextStyle | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const wanted = `Mod+${e.shiftKey ? 'Shift+' : ''}${e.key.toUpperCase()}`;
  return TEXT_STYLES.find((d) => d.shortcut === wanted)?.style ?? null;
}

export interface TextStyleToolbarProps extends Omit<FlexProps, 'children'> {
  'aria-label': string;
  /** Apply a style to the textarea's selection (the same as its keyboard shortcut, see `styleForKey`). */
  onStyle: (style: TextStyle) => void;
  disabled?: boolean;
  /** More controls after the five style buttons. */
  children?: ReactNode;
}

/**
 * A toolbar whose first buttons are the five text styles of the spec, each labelled with its
 * keyboard shortcut. The buttons do not take focus on mouse down, so the textarea's
 * selection is still there when the style is applied.
 */
export function TextStyleToolbar({ onStyle, disabled, children, ...rest }: TextStyleToolbarProps) {
  return (
    <Flex role="toolbar" gap="1" wrap="wrap" align="center" {...rest}>
      {TEXT_STYLES.map((def) => (
        <IconButton
          key={def.style}
          aria-label={`${def.label} (${shortcutText(def.shortcut)})`}
          title={`${def.label} (${shortcutText(def.shortcut)})`}
          variant="ghost"
          minW="11"
          minH="11"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onStyle(def.style)}
        >
          {STYLE_ICONS[def.style]}
        </IconButton>
      ))}
      {children}
    </Flex>
  );
}
