import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Button, Flex, Menu, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { Braces, ChevronDown } from 'lucide-react';
import {
  PLACEHOLDERS,
  PLACEHOLDER_GROUP_LABELS,
  isKnownPlaceholder,
  placeholderToken,
  placeholdersIn,
  toggleStyle,
  type PlaceholderDefinition,
  type TextStyle,
} from '@/lib/text-styles';
import { StyledTextView } from './StyledTextView';
import { TextStyleToolbar, styleForKey } from './TextStyleToolbar';
import { useSelectionAfterEdit } from './use-selection-after-edit';
import { PreviewPanel } from './PreviewPanel';

export type PlaceholderGroup = PlaceholderDefinition['group'];

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
  const selectAfterEdit = useSelectionAfterEdit(textareaRef, value);
  const toolbarId = useId();
  const previewId = useId();

  const applyStyle = (style: TextStyle) => {
    const el = textareaRef.current;
    if (!el || readOnly) return;
    const edit = toggleStyle(value, el.selectionStart, el.selectionEnd, style);
    selectAfterEdit(edit.selectionStart, edit.selectionEnd);
    onChange(edit.text);
  };

  const insertPlaceholder = (key: string) => {
    const el = textareaRef.current;
    if (readOnly) return;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const token = placeholderToken(key);
    selectAfterEdit(start + token.length);
    onChange(value.slice(0, start) + token + value.slice(end));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const style = styleForKey(e);
    if (!style) return;
    e.preventDefault();
    applyStyle(style);
  };

  const groups = useMemo(
    () =>
      (placeholderGroups ?? [])
        .map((group) => ({ group, items: PLACEHOLDERS.filter((p) => p.group === group) }))
        .filter((g) => g.items.length),
    [placeholderGroups],
  );
  const unknown = useMemo(
    () => (placeholderGroups ? placeholdersIn(value).filter((k) => !isKnownPlaceholder(k)) : []),
    [value, placeholderGroups],
  );

  return (
    <Stack gap="2" width="full">
      <TextStyleToolbar
        id={toolbarId}
        aria-label="Estilos de texto"
        borderWidth="1px"
        borderRadius="l2"
        p="1"
        bg="bg.subtle"
        disabled={readOnly}
        onStyle={applyStyle}
      >
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
      </TextStyleToolbar>
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
          {unknown.length === 1 ? 'Campo desconhecido' : 'Campos desconhecidos'}:{' '}
          {unknown.map((k) => placeholderToken(k)).join(', ')}. Use “Inserir campo” para escolher um campo válido.
        </Text>
      )}
      {preview && (
        <PreviewPanel>
          <StyledTextView
            id={previewId}
            value={value}
            highlightPlaceholders={Boolean(placeholderGroups)}
            emptyText="O texto formatado aparece aqui."
            data-testid="styled-preview"
          />
        </PreviewPanel>
      )}
    </Stack>
  );
}
