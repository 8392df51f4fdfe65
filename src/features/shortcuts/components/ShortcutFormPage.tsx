import { useState } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { DataError, type ShortcutDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { PermissionNotice } from '@/components/data-list';
import { saveWithNotice, useRecordEditor } from '@/components/form';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { saveShortcut } from '../api/save-shortcut';
import { ShortcutForm } from './ShortcutForm';

function ShortcutPage({ shortcut }: { shortcut?: ShortcutDoc }) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const readOnlyReason = permissionReason(role, shortcut ? 'update' : 'create', 'shortcuts');
  // Set when the data layer refuses the trigger at save time (e.g. one synced in meanwhile): said under the field, not in a toast.
  const [refusedTrigger, setRefusedTrigger] = useState<string | null>(null);
  const back = () => navigate({ to: '/atalhos' });
  return (
    <Box maxW="4xl">
      <PageHeader title={shortcut ? 'Editar atalho' : 'Novo atalho'} />
      <PermissionNotice reason={readOnlyReason} />
      <ShortcutForm
        initial={{ trigger: shortcut?.trigger ?? '/', title: shortcut?.title ?? '', message: shortcut?.message ?? '' }}
        shortcutId={shortcut?.id}
        refusedTrigger={refusedTrigger}
        disabledReason={readOnlyReason}
        onCancel={() => void back()}
        onSubmit={async (values, loaded) => {
          const saved = await saveWithNotice(
            () => saveShortcut(values, shortcut && { id: shortcut.id, loaded }),
            (error) => {
              if (!(error instanceof DataError && error.code === 'duplicate')) return false;
              setRefusedTrigger(values.trigger);
              return true;
            },
          );
          if (saved) await back();
        }}
      />
    </Box>
  );
}

export function ShortcutCreatePage() {
  return <ShortcutPage />;
}

export function ShortcutEditPage({ id }: { id: string }) {
  const { record, loading } = useRecordEditor('shortcuts', id, 'Atalho');
  if (loading) return <Spinner size="lg" role="status" aria-label="Carregando atalho" />;
  if (!record)
    return (
      <RecordNotFound
        title="Atalho não encontrado"
        subtitle="Ele pode ter sido excluído, neste ou em outro aparelho."
        backTo="/atalhos"
        backLabel="Voltar aos atalhos"
      />
    );
  return <ShortcutPage key={record.id} shortcut={record} />;
}
