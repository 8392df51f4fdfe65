import { useEffect, useState } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { findDocs, type FaqDoc } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { PermissionNotice } from '@/components/data-list';
import { saveWithNotice, useRecordEditor } from '@/components/form';
import { permissionReason } from '@/lib/permissions';
import { useCurrentUser } from '@/features/auth';
import { nextOrder } from '../reorder';
import { saveFaq } from '../api/save-faq';
import { FaqForm } from './FaqForm';

function FaqPage({ entry, initialPosition }: { entry?: FaqDoc; initialPosition: number }) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const readOnlyReason = permissionReason(role, entry ? 'update' : 'create', 'faq');
  const back = () => navigate({ to: '/faq' });
  return (
    <Box maxW="4xl">
      <PageHeader title={entry ? 'Editar pergunta' : 'Nova pergunta'} />
      <PermissionNotice reason={readOnlyReason} />
      <FaqForm
        initial={{
          question: entry?.question ?? '',
          answer: entry?.answer ?? '',
          categoryId: entry?.categoryId ?? '',
          published: entry?.published ?? false,
          position: initialPosition,
        }}
        editing={Boolean(entry)}
        disabledReason={readOnlyReason}
        onCancel={() => void back()}
        onSubmit={async (values, loaded) => {
          if (await saveWithNotice(() => saveFaq(values, entry && { id: entry.id, loaded }))) await back();
        }}
      />
    </Box>
  );
}

export function FaqCreatePage() {
  const [position, setPosition] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    findDocs('faq').then(
      (all) => active && setPosition(nextOrder(all) + 1),
      () => active && setPosition(1),
    );
    return () => {
      active = false;
    };
  }, []);
  if (position === null) return <Spinner size="lg" role="status" aria-label="Carregando" />;
  return <FaqPage initialPosition={position} />;
}

export function FaqEditPage({ id }: { id: string }) {
  const { record, loading } = useRecordEditor('faq', id, 'Pergunta');
  if (loading) return <Spinner size="lg" role="status" aria-label="Carregando pergunta" />;
  if (!record)
    return (
      <RecordNotFound
        title="Pergunta não encontrada"
        subtitle="Ela pode ter sido excluída, neste ou em outro aparelho."
        backTo="/faq"
        backLabel="Voltar à FAQ"
      />
    );
  return <FaqPage key={record.id} entry={record} initialPosition={record.order + 1} />;
}
