import { useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Flex, IconButton, Menu, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Bold, Braces, ChevronDown, Italic, Strikethrough, Underline } from 'lucide-react';
import { StyledText } from '@/components/ui/TextStyle';
import {
  PLACEHOLDERS,
  PLACEHOLDER_GROUP_LABELS,
  TEXT_STYLES,
  isKnownPlaceholder,
  placeholderToken,
  placeholdersIn,
  toggleStyle,
  type PlaceholderDefinition,
  type TextStyle,
} from '@/lib/text-styles';
import { StyledTextView } from './StyledTextView';

export type PlaceholderGroup = PlaceholderDefinition['group'];

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
function styleForKey(e: KeyboardEvent): TextStyle | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  const wanted = `Mod+${e.shiftKey ? 'Shift+' : ''}${key.toUpperCase()}`;
  return TEXT_STYLES.find((d) => d.shortcut === wanted)?.style ?? null;
}

export interface StyledTextEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Offer the {{grupo.campo}} picker with these groups (omit for no picker). */
  placeholderGroups?: readonly PlaceholderGroup[];
  /** Live preview under the field (default true). */
  preview?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  name?: string;
}

/**
 * A plain <textarea> with the five text styles of the spec: a toolbar (and Ctrl/⌘ shortcuts)
 * wraps the selection in the light markup of lib/text-styles, an optional picker inserts
 * placeholders at the caret, and a preview shows the text as it will read. Put it inside a
 * FormField: the label and error message attach to the textarea through the field context.
 */
export function StyledTextEditor({
  value,
  onChange,
  onBlur,
  placeholderGroups,
  preview = true,
  rows = 6,
  maxLength,
  placeholder,
  readOnly,
  name,
}: StyledTextEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const toolbarId = useId();
  const previewId = useId();

  // Put the caret/selection back after the value changes (React resets it to the end).
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const el = textareaRef.current;
    if (!selection || !el) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  const applyStyle = (style: TextStyle) => {
    const el = textareaRef.current;
    if (!el || readOnly) return;
    const edit = toggleStyle(value, el.selectionStart, el.selectionEnd, style);
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    onChange(edit.text);
  };

  const insertPlaceholder = (key: string) => {
    const el = textareaRef.current;
    if (readOnly) return;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const token = placeholderToken(key);
    pendingSelection.current = [start + token.length, start + token.length];
    onChange(value.slice(0, start) + token + value.slice(end));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const style = styleForKey(e);
    if (!style) return;
    e.preventDefault();
    applyStyle(style);
  };

  const groups = useMemo(
    () => (placeholderGroups ?? []).map((group) => ({ group, items: PLACEHOLDERS.filter((p) => p.group === group) })).filter((g) => g.items.length),
    [placeholderGroups],
  );
  const unknown = useMemo(() => (placeholderGroups ? placeholdersIn(value).filter((k) => !isKnownPlaceholder(k)) : []), [value, placeholderGroups]);

  return (
    <Stack gap="2" width="full">
      <Flex
        id={toolbarId}
        role="toolbar"
        aria-label="Estilos de texto"
        gap="1"
        wrap="wrap"
        align="center"
        borderWidth="1px"
        borderRadius="l2"
        p="1"
        bg="bg.subtle"
      >
        {TEXT_STYLES.map((def) => (
          <IconButton
            key={def.style}
            aria-label={`${def.label} (${shortcutText(def.shortcut)})`}
            title={`${def.label} (${shortcutText(def.shortcut)})`}
            variant="ghost"
            minW="11"
            minH="11"
            disabled={readOnly}
            // Keep the textarea's selection: a click would otherwise move focus first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => applyStyle(def.style)}
          >
            {STYLE_ICONS[def.style]}
          </IconButton>
        ))}
        {groups.length > 0 && (
          <Menu.Root onSelect={(details) => insertPlaceholder(details.value)}>
            <Menu.Trigger asChild>
              <Button variant="ghost" minH="11" ms="auto" disabled={readOnly} onMouseDown={(e) => e.preventDefault()}>
                <Braces size={18} aria-hidden /> Inserir campo <ChevronDown size={16} aria-hidden />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content maxH="80" overflowY="auto">
                  {groups.map(({ group, items }) => (
                    <Menu.ItemGroup key={group}>
                      <Menu.ItemGroupLabel>{PLACEHOLDER_GROUP_LABELS[group]}</Menu.ItemGroupLabel>
                      {items.map((p) => (
                        <Menu.Item key={p.key} value={p.key} minH="11">
                          <Stack gap="0">
                            <Text>{p.label}</Text>
                            <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                              {placeholderToken(p.key)}
                            </Text>
                          </Stack>
                        </Menu.Item>
                      ))}
                    </Menu.ItemGroup>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </Flex>
      <Textarea
        ref={textareaRef}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        readOnly={readOnly}
        aria-controls={preview ? previewId : undefined}
        autoresize={false}
        resize="vertical"
      />
      <Flex justify="space-between" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>*negrito* _itálico_ ~tachado~ ++sublinhado++ ~++sublinhado e tachado++~</Text>
        {maxLength && (
          <Text aria-live="polite">
            {value.length}/{maxLength}
          </Text>
        )}
      </Flex>
      {unknown.length > 0 && (
        <Text fontSize="sm" color="fg.error" role="status">
          {unknown.length === 1 ? 'Campo desconhecido' : 'Campos desconhecidos'}: {unknown.map((k) => placeholderToken(k)).join(', ')}. Use “Inserir campo” para escolher um campo válido.
        </Text>
      )}
      {preview && (
        <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1" textTransform="uppercase" letterSpacing="wide">
            Pré-visualização
          </Text>
          <StyledTextView id={previewId} value={value} highlightPlaceholders={Boolean(placeholderGroups)} emptyText="O texto formatado aparece aqui." data-testid="styled-preview" />
        </Box>
      )}
    </Stack>
  );
}
