import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { useCurrentUser } from '@/features/auth';
import { permissionReason } from '@/lib/permissions';
import { ClientForm } from './ClientForm';

/** /clientes/cadastrar: after saving, the client's page opens so processes can be added at once. */
export function ClientCreatePage() {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<string | null>(null);
  // Navigate after the saved form has re-rendered as clean, so the unsaved-changes guard lets go.
  useEffect(() => {
    if (createdId) void navigate({ to: '/clientes/editar/$id', params: { id: createdId } });
  }, [createdId, navigate]);
  return (
    <Box>
      <PageHeader title="Novo cliente" subtitle="Pessoa física (CPF) ou jurídica (CNPJ). Salva neste aparelho mesmo sem internet." />
      <ClientForm
        disabledReason={permissionReason(role, 'create', 'clients')}
        onSaved={(c) => setCreatedId(c.id)}
        onCancel={() => void navigate({ to: '/clientes' })}
      />
    </Box>
  );
}
