import { useState } from 'react';
import { Spinner, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { DeleteRecordButton, saveWithNotice, useRecordEditor } from '@/components/form';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { blankReminder, fromReminderDoc, reminderValuesOf } from '../reminder-form';
import { ReminderForm } from './ReminderForm';
import { createReminder, updateReminder } from '../api/save-reminder';

export function ReminderCreatePage({ clientId }: { clientId?: string }) {
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
          if (await saveWithNotice(() => createReminder(reminderValuesOf(values)))) await back();
        }}
      />
    </Stack>
  );
}

export function ReminderEditPage({ id }: { id: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/lembretes' });
  const editor = useRecordEditor('lembrets', id, 'Lembrete');
  const { record: reminder, loading } = editor;
  const deleteReason = permissionReason(user.role, 'delete', 'lembrets');

  if (loading) return <Spinner role="status" aria-label="Carregando lembrete" />;
  if (!reminder)
    return (
      <RecordNotFound
        title="Lembrete não encontrado"
        subtitle="Este lembrete não existe neste aparelho ou foi excluído."
        backTo="/lembretes"
        backLabel="Voltar aos lembretes"
      />
    );
  return (
    <Stack maxW="3xl">
      <PageHeader
        title="Editar lembrete"
        subtitle={reminder.title}
        actions={
          <DeleteRecordButton
            editor={editor}
            name={reminder.title}
            disabledReason={deleteReason}
            question="Excluir lembrete?"
            onDeleted={back}
          >
            “{reminder.title}” será excluído. Você poderá desfazer logo em seguida.
          </DeleteRecordButton>
        }
      />
      <ReminderForm
        key={reminder.id}
        initial={fromReminderDoc(reminder)}
        showStatus
        disabledReason={permissionReason(user.role, 'update', 'lembrets')}
        onCancel={back}
        onSubmit={async (values, loaded) => {
          if (await saveWithNotice(() => updateReminder(id, reminderValuesOf(values), reminderValuesOf(loaded))))
            await back();
        }}
      />
    </Stack>
  );
}
