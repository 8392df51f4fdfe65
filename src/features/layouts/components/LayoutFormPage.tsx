import { useState } from 'react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { createDoc, layoutInputSchema, updateDoc, useDocument } from '@/data';
import * as v from 'valibot';
import { PageHeader } from '@/components/layout/PageHeader';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError, notifySuccess } from '@/lib/toaster';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { starterById } from '../starters';
import { LayoutForm, type LayoutFormValues } from './LayoutForm';

export function CreateLayoutScreen({ starter }: { starter?: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [initial] = useState<LayoutFormValues>(() => {
    const s = starterById(starter);
    return s ? { name: s.name, kind: s.kind, content: s.content } : { name: '', kind: 'mensagem', content: '' };
  });
  return (
    <Stack maxW="5xl">
      <PageHeader title="Novo layout" subtitle="Modelo de documento ou de mensagem com campos preenchidos automaticamente." />
      <LayoutForm
        initial={initial}
        offerStarters
        disabledReason={permissionReason(user.role, 'create', 'layouts')}
        onCancel={() => navigate({ to: '/layouts' })}
        onSubmit={async (values) => {
          try {
            const doc = await createDoc('layouts', v.parse(layoutInputSchema, values));
            notifySuccess('Salvo');
            await navigate({ to: '/layouts/detalhes/$id', params: { id: doc.id } });
          } catch (error) {
            notifyError(...describeDataError(error));
          }
        }}
      />
    </Stack>
  );
}

export function EditLayoutScreen({ id }: { id: string }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { data: layout, loading } = useDocument('layouts', id);
  if (loading) return <Spinner aria-label="Carregando layout" />;
  if (!layout) {
    return (
      <Stack>
        <PageHeader title="Layout não encontrado" />
        <Text>Este layout não existe neste aparelho ou foi excluído.</Text>
        <Button asChild alignSelf="flex-start" minH="11">
          <Link to="/layouts">Voltar aos layouts</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack maxW="5xl">
      <PageHeader title="Editar layout" subtitle={layout.name} />
      <LayoutForm
        key={layout.id}
        initial={{ name: layout.name, kind: layout.kind, content: layout.content }}
        disabledReason={permissionReason(user.role, 'update', 'layouts')}
        onCancel={() => navigate({ to: '/layouts/detalhes/$id', params: { id } })}
        onSubmit={async (values, loaded) => {
          try {
            const base = v.safeParse(layoutInputSchema, loaded);
            await updateDoc('layouts', id, v.parse(layoutInputSchema, values), { base: base.success ? base.output : undefined });
            notifySuccess('Salvo');
            await navigate({ to: '/layouts/detalhes/$id', params: { id } });
          } catch (error) {
            notifyError(...describeDataError(error));
          }
        }}
      />
    </Stack>
  );
}
