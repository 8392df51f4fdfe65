import { useState } from 'react';
import { Spinner, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { saveWithNotice, useRecordEditor } from '@/components/form';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { starterById } from '../starters';
import { saveLayout } from '../api/save-layout';
import { LayoutForm, type LayoutFormValues } from './LayoutForm';

export function LayoutCreatePage({ starter }: { starter?: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [initial] = useState<LayoutFormValues>(() => {
    const s = starterById(starter);
    return s ? { name: s.name, kind: s.kind, content: s.content } : { name: '', kind: 'mensagem', content: '' };
  });
  return (
    <Stack maxW="5xl">
      <PageHeader
        title="Novo layout"
        subtitle="Modelo de documento ou de mensagem com campos preenchidos automaticamente."
      />
      <LayoutForm
        initial={initial}
        offerStarters
        disabledReason={permissionReason(user.role, 'create', 'layouts')}
        onCancel={() => navigate({ to: '/layouts' })}
        onSubmit={async (values) => {
          const doc = await saveWithNotice(() => saveLayout(values));
          if (doc) await navigate({ to: '/layouts/detalhes/$id', params: { id: doc.id } });
        }}
      />
    </Stack>
  );
}

export function LayoutEditPage({ id }: { id: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { record: layout, loading } = useRecordEditor('layouts', id, 'Layout');
  if (loading) return <Spinner role="status" aria-label="Carregando layout" />;
  if (!layout) return <LayoutNotFound />;
  return (
    <Stack maxW="5xl">
      <PageHeader title="Editar layout" subtitle={layout.name} />
      <LayoutForm
        key={layout.id}
        layoutId={layout.id}
        initial={{ name: layout.name, kind: layout.kind, content: layout.content }}
        disabledReason={permissionReason(user.role, 'update', 'layouts')}
        onCancel={() => navigate({ to: '/layouts/detalhes/$id', params: { id } })}
        onSubmit={async (values, loaded) => {
          if (await saveWithNotice(() => saveLayout(values, { id, loaded })))
            await navigate({ to: '/layouts/detalhes/$id', params: { id } });
        }}
      />
    </Stack>
  );
}

/** The edit and details pages of a layout that is not on this device. */
export function LayoutNotFound() {
  return (
    <RecordNotFound
      title="Layout não encontrado"
      subtitle="Este layout não existe neste aparelho ou foi excluído."
      backTo="/layouts"
      backLabel="Voltar aos layouts"
    />
  );
}
