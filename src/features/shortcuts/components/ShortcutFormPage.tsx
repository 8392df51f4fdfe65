import { useEffect, useMemo, useState } from 'react';
import { Box, Fieldset, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import {
  DataError, SHORTCUT_DUPLICATE_MESSAGE, createDoc, shortcutInputSchema, updateDoc, useDocument, useLiveQuery, type ShortcutDoc,
} from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { FormActions, FormField, UnsavedChangesGuard } from '@/components/form';
import { PermissionNotice } from '@/components/data-list';
import { StyledTextEditor, type PlaceholderGroup } from '@/components/rich-text';
import { describeDataError } from '@/components/feedback/describe-error';
import { useForm } from '@/lib/forms/use-form';
import { permissionReason } from '@/lib/permissions';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';

/**
 * What can be filled in where a shortcut is used: the chat composer, and the invitation to the
 * mobile app on a client's page, the only place that fills {{aplicativo.link}}.
 */
const SHORTCUT_PLACEHOLDERS: readonly PlaceholderGroup[] = ['cliente', 'usuario', 'escritorio', 'data', 'aplicativo'];

function ShortcutForm({ shortcut }: { shortcut?: ShortcutDoc }) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const readOnlyReason = permissionReason(role, shortcut ? 'update' : 'create', 'shortcuts');
  const form = useForm(shortcutInputSchema, {
    trigger: shortcut?.trigger ?? '/',
    title: shortcut?.title ?? '',
    message: shortcut?.message ?? '',
  });
  const [leaving, setLeaving] = useState(false);
  // Set when the data layer refuses the trigger at save time (e.g. one synced in meanwhile).
  const [savedClash, setSavedClash] = useState<string | null>(null);
  useEffect(() => {
    if (leaving) void navigate({ to: '/atalhos' });
  }, [leaving, navigate]);

  // Say it while typing, not only after 'Salvar': the triggers are few and already local.
  const normalized = form.values.trigger.trim().toLowerCase();
  const others = useLiveQuery('shortcuts', { selector: { trigger: normalized } });
  const duplicate = useMemo(() => others.data.some((s) => s.id !== shortcut?.id), [others.data, shortcut?.id]);
  const triggerError = form.errors.trigger ?? (duplicate || savedClash === normalized ? SHORTCUT_DUPLICATE_MESSAGE : undefined);

  const onSubmit = form.handleSubmit(async (values, loaded) => {
    if (duplicate || readOnlyReason) return;
    try {
      if (shortcut) await updateDoc('shortcuts', shortcut.id, values, { base: loaded.output });
      else await createDoc('shortcuts', values);
      notifySuccess('Salvo');
      setLeaving(true);
    } catch (error) {
      if (error instanceof DataError && error.code === 'duplicate') setSavedClash(values.trigger);
      else notifyError(...describeDataError(error));
    }
  });

  return (
    <Box maxW="4xl">
      <PageHeader title={shortcut ? 'Editar atalho' : 'Novo atalho'} />
      <UnsavedChangesGuard dirty={form.dirty && !leaving} />
      <PermissionNotice reason={readOnlyReason} />
      <form noValidate onSubmit={onSubmit} aria-label={shortcut ? 'Editar atalho' : 'Novo atalho'}>
        <Fieldset.Root disabled={Boolean(readOnlyReason)}>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Gatilho" error={triggerError} helper="Comece com “/” e não use espaços. Ex.: /bomdia" required>
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
              <FormField label="Título" error={form.errors.title} helper="Como o atalho aparece na lista da conversa." required>
                <Input size="lg" maxLength={100} value={form.values.title} onChange={(e) => form.setValue('title', e.target.value)} onBlur={() => form.touch('title')} />
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
                readOnly={Boolean(readOnlyReason)}
                placeholder="Olá, {{cliente.primeiroNome}}! Recebemos sua mensagem…"
              />
            </FormField>
          </Stack>
        </Fieldset.Root>
        <FormActions submitting={form.submitting} onCancel={() => void navigate({ to: '/atalhos' })} disabledReason={readOnlyReason} />
      </form>
    </Box>
  );
}

export function ShortcutCreatePage() {
  return <ShortcutForm />;
}

export function ShortcutEditPage({ id }: { id: string }) {
  const shortcut = useDocument('shortcuts', id);
  if (shortcut.loading) return <Spinner size="lg" aria-label="Carregando atalho" />;
  if (!shortcut.data) return <RecordNotFound title="Atalho não encontrado" subtitle="Ele pode ter sido excluído, neste ou em outro aparelho." backTo="/atalhos" backLabel="Voltar aos atalhos" />;
  return <ShortcutForm key={shortcut.data.id} shortcut={shortcut.data} />;
}
