import { useState } from 'react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useDocument } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { ConfirmDialog } from '@/components/form';
import { useDeleteWithUndo } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { blankReminder, fromReminderDoc, reminderValuesOf } from '../reminder-form';
import { ReminderForm } from './ReminderForm';
import { createReminder, updateReminder } from '../api/save-reminder';

export function CreateReminderScreen({ clientId }: { clientId?: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [initial] = useState(() => blankReminder(new Date(), clientId ? { clientId } : {}));
  const back = () => navigate({ to: '/lembretes' });
  return (
    <Stack maxW="3xl">
      <PageHeader title="Novo lembrete" />
      <ReminderForm
        initial={initial}
        disabledReason={permissionReason(user.role, 'create', 'lembrets')}
        onCancel={back}
        onSubmit={async (values) => {
          try {
            await createReminder(reminderValuesOf(values));
            notifySuccess('Salvo');
            await back();
          } catch (error) {
            notifyError(...describeDataError(error));
          }
        }}
      />
    </Stack>
  );
}

export function EditReminderScreen({ id }: { id: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/lembretes' });
  const { data: reminder, loading } = useDocument('lembrets', id);
  const [confirming, setConfirming] = useState(false);
  const deleteReminder = useDeleteWithUndo('lembrets', 'Lembrete');
  const deleteReason = permissionReason(user.role, 'delete', 'lembrets');

  if (loading) return <Spinner aria-label="Carregando lembrete" />;
  if (!reminder) {
    return (
      <Stack>
        <PageHeader title="Lembrete não encontrado" />
        <Text>Este lembrete não existe neste aparelho ou foi excluído.</Text>
        <Button alignSelf="flex-start" minH="11" onClick={back}>
          Voltar aos lembretes
        </Button>
      </Stack>
    );
  }
  return (
    <Stack maxW="3xl">
      <PageHeader
        title="Editar lembrete"
        subtitle={reminder.title}
        actions={
          <Button variant="outline" colorPalette="red" minH="11" disabled={Boolean(deleteReason)} title={deleteReason ?? undefined} onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden /> Excluir
          </Button>
        }
      />
      <ReminderForm
        key={reminder.id}
        initial={fromReminderDoc(reminder)}
        showStatus
        disabledReason={permissionReason(user.role, 'update', 'lembrets')}
        onCancel={back}
        onSubmit={async (values, loaded) => {
          try {
            await updateReminder(id, reminderValuesOf(values), reminderValuesOf(loaded));
            notifySuccess('Salvo');
            await back();
          } catch (error) {
            notifyError(...describeDataError(error));
          }
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Excluir lembrete?"
        confirmLabel="Excluir"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (await deleteReminder(id, reminder.title)) await back();
        }}
      >
        “{reminder.title}” será excluído. Você poderá desfazer logo em seguida.
      </ConfirmDialog>
    </Stack>
  );
}
