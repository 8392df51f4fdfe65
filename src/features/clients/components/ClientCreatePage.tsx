import { Box } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { saveWithNotice } from '@/components/form';
import { useCurrentUser } from '@/features/auth';
import { permissionReason } from '@/lib/permissions';
import { createClient } from '../api/save-client';
import { ClientForm } from './ClientForm';

/** /clientes/cadastrar: after saving, the client's page opens so processes can be added at once. */
export function ClientCreatePage() {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader
        title="Novo cliente"
        subtitle="Pessoa física (CPF) ou jurídica (CNPJ). Salva neste aparelho mesmo sem internet."
      />
      <ClientForm
        disabledReason={permissionReason(role, 'create', 'clients')}
        onCancel={() => void navigate({ to: '/clientes' })}
        onSubmit={async (values) => {
          const saved = await saveWithNotice(() => createClient(values));
          // Not awaited: a navigation cut short (a quick "back") would leave the form submitting for good.
          if (saved) void navigate({ to: '/clientes/editar/$id', params: { id: saved.id } });
          return saved;
        }}
      />
    </Box>
  );
}
