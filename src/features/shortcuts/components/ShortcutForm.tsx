import { Input, SimpleGrid } from '@chakra-ui/react';
import { shortcutInputSchema, useUniqueClash, type ShortcutInput, type ShortcutValues } from '@/data';
import { duplicateMessage } from '@/components/feedback/describe-error';
import { FormField, FormFrame } from '@/components/form';
import { StyledTextEditor, type PlaceholderGroup } from '@/components/rich-text';
import { useForm } from '@/lib/forms/use-form';
import type { FormProps } from '@/lib/forms/form-props';

/**
 * What can be filled in where a shortcut is used: the chat composer, and the invitation to the
 * mobile app on a client's page, the only place that fills {{aplicativo.link}}.
 */
const SHORTCUT_PLACEHOLDERS: readonly PlaceholderGroup[] = ['cliente', 'usuario', 'escritorio', 'data', 'aplicativo'];

interface ShortcutFormProps extends FormProps<ShortcutInput, ShortcutValues, ShortcutValues | undefined> {
  /** The shortcut being edited (its trigger is no clash with itself); absent when creating. */
  shortcutId?: string;
  /** A trigger the data layer refused at save time (e.g. one synced in meanwhile). */
  refusedTrigger: string | null;
}

export function ShortcutForm({
  initial,
  shortcutId,
  refusedTrigger,
  disabledReason,
  onSubmit,
  onCancel,
}: ShortcutFormProps) {
  const form = useForm(shortcutInputSchema, initial);

  // Say it while typing, not only after 'Salvar': the triggers are few and already local.
  const normalized = form.values.trigger.trim().toLowerCase();
  const duplicate = useUniqueClash('shortcuts', 'trigger', form.values.trigger, shortcutId);
  const triggerError =
    form.errors.trigger ??
    (duplicate || refusedTrigger === normalized ? duplicateMessage('shortcuts', 'trigger') : undefined);

  const submit = form.handleSubmit(async (values, loaded) => {
    if (duplicate || disabledReason) return;
    await onSubmit(values, loaded.output);
  });

  return (
    <FormFrame
      label={shortcutId ? 'Editar atalho' : 'Novo atalho'}
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      disabledReason={disabledReason}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="Gatilho"
          error={triggerError}
          helper="Comece com “/” e não use espaços. Ex.: /bomdia"
          required
        >
          <Input
            size="lg"
            fontFamily="mono"
            maxLength={40}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={form.values.trigger}
            onChange={(e) => form.setValue('trigger', e.target.value)}
            onBlur={() => form.touch('trigger')}
          />
        </FormField>
        <FormField
          label="Título"
          error={form.errors.title}
          helper="Como o atalho aparece na lista da conversa."
          required
        >
          <Input
            size="lg"
            maxLength={100}
            value={form.values.title}
            onChange={(e) => form.setValue('title', e.target.value)}
            onBlur={() => form.touch('title')}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Mensagem" error={form.errors.message} required>
        <StyledTextEditor
          name="message"
          value={form.values.message}
          onChange={(text) => form.setValue('message', text)}
          onBlur={() => form.touch('message')}
          placeholderGroups={SHORTCUT_PLACEHOLDERS}
          maxLength={4000}
          readOnly={Boolean(disabledReason)}
          placeholder="Olá, {{cliente.primeiroNome}}! Recebemos sua mensagem…"
        />
      </FormField>
    </FormFrame>
  );
}
