import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CloseButton, Flex, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { BookOpen, Paperclip, SendHorizontal } from 'lucide-react';
import { foldText, useLiveQuery, type ClientDoc, type FaqDoc, type ShortcutDoc } from '@/data';
import { TextStyleToolbar, styleForKey, useSelectionAfterEdit } from '@/components/rich-text';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError } from '@/lib/toaster';
import { useDraft } from '@/lib/hooks/use-draft';
import {
  chatPlaceholderValues,
  fillPlaceholders,
  placeholderLabel,
  toggleStyle,
  type SenderInfo,
  type TextStyle,
} from '@/lib/text-styles';
import {
  ACCEPTED_ATTACHMENT_TYPES,
  AttachmentError,
  MAX_ATTACHMENTS_PER_MESSAGE,
  attachmentProblem,
  formatBytes,
} from '../attachments';
import { findSlashToken, insertBlock, replaceRange, type SlashToken } from '../composer-text';
import { FaqPicker } from './FaqPicker';
import { ShortcutMenu, optionId } from './ShortcutMenu';

const MAX_TEXT = 10000;

function matchShortcuts(shortcuts: readonly ShortcutDoc[], query: string): ShortcutDoc[] {
  const q = foldText(query);
  if (!q) return shortcuts.slice(0, 30);
  const byTrigger = shortcuts.filter((s) => s.trigger.slice(1).startsWith(q));
  const byTitle = shortcuts.filter(
    (s) => !byTrigger.includes(s) && (foldText(s.title).includes(q) || s.trigger.includes(q)),
  );
  return [...byTrigger, ...byTitle].slice(0, 30);
}

export interface ComposerProps {
  client: ClientDoc | null;
  sender: SenderInfo;
  disabled?: boolean;
  disabledReason?: string;
  onSend: (message: { text: string; files: File[] }) => Promise<void>;
  /** Where the half-typed text is kept on this device ("chat:<id>"); none: not kept. */
  draftScope?: string;
}

/**
 * Where staff write. Enter sends, Shift+Enter breaks the line; '/' at the start of a word
 * lists the shortcuts (arrows + Enter/Tab to choose, Esc to close), and the chosen one is
 * inserted with the client's placeholders filled. Styles come from the toolbar or the
 * keyboard and are stored as light markup. State is local, so typing re-renders only this.
 */
export function Composer({ client, sender, disabled, disabledReason, onSend, draftScope }: ComposerProps) {
  // The text typed and not sent survives a reload, a closed tab and an app killed in the
  // background, on this device only (lib/drafts.ts); sending (or erasing it) removes it.
  const draft = useDraft<string>(draftScope ?? null);
  const [text, setText] = useState(() =>
    typeof draft.initial?.values === 'string' ? draft.initial.values.slice(0, MAX_TEXT) : '',
  );
  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    if (text.trim() === '') clearDraft();
    else saveDraft(text);
  }, [text, saveDraft, clearDraft]);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [slash, setSlash] = useState<SlashToken | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [faqOpen, setFaqOpen] = useState(false);
  const [sending, setSending] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const menuId = useId();
  const hintId = useId();

  const shortcuts = useLiveQuery('shortcuts', { sort: [{ trigger: 'asc' }] });
  const options = useMemo(() => (slash ? matchShortcuts(shortcuts.data, slash.query) : []), [slash, shortcuts.data]);

  const selectAfterEdit = useSelectionAfterEdit(textareaRef, text);

  const edit = (next: string, selStart: number, selEnd = selStart) => {
    selectAfterEdit(selStart, selEnd);
    setText(next.slice(0, MAX_TEXT));
    setSlash(null);
  };

  const updateSlash = (value: string, caret: number) => {
    const token = findSlashToken(value, caret);
    setSlash(token);
    setActiveIndex(0);
  };

  const applyStyle = (style: TextStyle) => {
    const el = textareaRef.current;
    if (!el) return;
    const result = toggleStyle(text, el.selectionStart, el.selectionEnd, style);
    edit(result.text, result.selectionStart, result.selectionEnd);
  };

  const fill = (template: string) => {
    const result = fillPlaceholders(template, chatPlaceholderValues(client, sender));
    setMissing(result.missing);
    return result.text;
  };

  const chooseShortcut = (shortcut: ShortcutDoc) => {
    if (!slash) return;
    const result = replaceRange(text, slash.start, slash.end, fill(shortcut.message));
    edit(result.text, result.caret);
  };

  const insertFaq = (faq: FaqDoc) => {
    setFaqOpen(false);
    const el = textareaRef.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const result = insertBlock(text, start, end, fill(faq.answer));
    edit(result.text, result.caret);
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(list)) {
      const problem = attachmentProblem(file);
      if (problem) problems.push(problem);
      else accepted.push(file);
    }
    const room = MAX_ATTACHMENTS_PER_MESSAGE - files.length;
    if (accepted.length > room) problems.push(`No máximo ${MAX_ATTACHMENTS_PER_MESSAGE} anexos por mensagem.`);
    setFiles([...files, ...accepted.slice(0, Math.max(0, room))]);
    setFileError(problems.length ? problems.join(' ') : null);
  };

  const canSend = !disabled && (text.trim() !== '' || files.length > 0);

  // The composer empties at once, so the next message can be typed (and sent) while this
  // one is being written; sends run one after the other, in order.
  const send = () => {
    if (!canSend) return;
    const message = { text, files };
    setText('');
    setFiles([]);
    setMissing([]);
    setFileError(null);
    setSlash(null);
    textareaRef.current?.focus();
    setSending((n) => n + 1);
    const run = queue.current.then(() => onSend(message));
    queue.current = run.catch(() => undefined);
    run
      .catch((error: unknown) => {
        // Give the text back (unless something new was typed) and say why.
        setText((current) => (current === '' ? message.text : current));
        setFiles((current) => (current.length ? current : message.files));
        if (error instanceof AttachmentError) setFileError(error.message);
        else notifyError(...describeDataError(error));
      })
      .finally(() => setSending((n) => n - 1));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (slash && options.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((i) => (i + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        const chosen = options[activeIndex];
        if (chosen) chooseShortcut(chosen);
        return;
      }
    }
    if (slash && e.key === 'Escape') {
      e.preventDefault();
      setSlash(null);
      return;
    }
    const style = styleForKey(e);
    if (style) {
      e.preventDefault();
      applyStyle(style);
      return;
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      send();
    }
  };

  const menuOpen = slash !== null;
  const activeOption = menuOpen && options.length > 0 ? optionId(menuId, activeIndex) : undefined;

  return (
    <Stack gap="1" borderTopWidth="1px" pt="1" px={{ base: '2', md: '3' }} pb="2" bg="bg">
      {files.length > 0 && (
        <Flex as="ul" aria-label="Anexos a enviar" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
          {files.map((f, i) => (
            <Flex
              as="li"
              key={`${f.name}-${i}`}
              align="center"
              gap="1"
              borderWidth="1px"
              borderRadius="full"
              ps="3"
              bg="bg.subtle"
              fontSize="sm"
            >
              <Paperclip size={14} aria-hidden />
              <Text truncate maxW="48">
                {f.name}
              </Text>
              <Text color="fg.muted">({formatBytes(f.size)})</Text>
              <CloseButton
                size="sm"
                aria-label={`Remover ${f.name}`}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              />
            </Flex>
          ))}
        </Flex>
      )}
      {fileError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {fileError}
        </Text>
      )}
      {missing.length > 0 && (
        <Text role="status" color="fg.warning" fontSize="sm">
          Sem valor para: {missing.map((k) => placeholderLabel(k) ?? k).join(', ')}. Complete o texto antes de enviar.
        </Text>
      )}
      <TextStyleToolbar aria-label="Formatação e anexos" gap="0.5" disabled={disabled} onStyle={applyStyle}>
        <IconButton
          aria-label="Inserir resposta das perguntas frequentes"
          title="Inserir resposta das perguntas frequentes"
          variant="ghost"
          minW="11"
          minH="11"
          disabled={disabled}
          onClick={() => setFaqOpen(true)}
        >
          <BookOpen size={18} aria-hidden />
        </IconButton>
        <IconButton
          aria-label="Anexar imagem ou PDF"
          title="Anexar imagem ou PDF (até 10 MB)"
          variant="ghost"
          minW="11"
          minH="11"
          disabled={disabled}
          onClick={() => fileInputRef.current?.click()}
        >
          <Paperclip size={18} aria-hidden />
        </IconButton>
        <input
          ref={fileInputRef}
          type="file"
          hidden
          multiple
          accept={ACCEPTED_ATTACHMENT_TYPES}
          aria-label="Escolher anexos (imagens ou PDF, até 10 MB)"
          data-testid="composer-file-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </TextStyleToolbar>
      <Flex gap="2" align="flex-end" position="relative">
        {menuOpen && (
          <ShortcutMenu
            id={menuId}
            shortcuts={options}
            activeIndex={activeIndex}
            query={slash.query}
            onChoose={chooseShortcut}
            onHover={setActiveIndex}
          />
        )}
        <Textarea
          ref={textareaRef}
          aria-label="Mensagem"
          aria-describedby={hintId}
          aria-activedescendant={activeOption}
          aria-controls={menuOpen && options.length > 0 ? menuId : undefined}
          placeholder={disabled ? disabledReason : 'Mensagem (/ para atalhos)'}
          value={text}
          disabled={disabled}
          maxLength={MAX_TEXT}
          rows={1}
          autoresize
          maxH="40"
          minH="11"
          size="lg"
          onChange={(e) => {
            setText(e.target.value);
            updateSlash(e.target.value, e.target.selectionStart);
          }}
          onSelect={(e) => {
            // Moving the caret out of the '/word' closes the list.
            const el = e.currentTarget;
            if (slash && (el.selectionStart < slash.start || el.selectionStart > slash.end + 1))
              updateSlash(el.value, el.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setSlash(null)}
        />
        <IconButton
          aria-label="Enviar mensagem"
          colorPalette="blue"
          size="lg"
          minW="11"
          minH="11"
          disabled={!canSend}
          aria-busy={sending > 0}
          onClick={send}
        >
          <SendHorizontal aria-hidden />
        </IconButton>
      </Flex>
      <Text id={hintId} fontSize="xs" color="fg.muted" display={{ base: 'none', xl: 'block' }}>
        Enter envia · Shift+Enter quebra a linha · / abre os atalhos
      </Text>
      {faqOpen && <FaqPicker open onClose={() => setFaqOpen(false)} onPick={insertFaq} />}
    </Stack>
  );
}
