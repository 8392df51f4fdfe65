import { Badge, Box, Flex, Spinner, Tabs } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from '@/data';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { DeleteRecordButton, saveWithNotice, useRecordEditor } from '@/components/form';
import { useCurrentUser } from '@/features/auth';
import { ProcessesTab } from '@/features/processes';
import { permissionReason } from '@/lib/permissions';
import { formatCpfCnpj } from '@/lib/format';
import { CLIENT_TAB_LABELS, CLIENT_TABS, type ClientTab } from '../client-tabs';
import { useStaff } from '@/data';
import { isAnonymised } from '../api/lgpd';
import { updateClient } from '../api/save-client';
import { ClientForm } from './ClientForm';
import { ClientAgendaTab } from './ClientAgendaTab';
import { ClientLgpdTab } from './ClientLgpdTab';
import { ClientAppTab } from './ClientAppTab';

interface ClientEditPageProps {
  id: string;
  tab: ClientTab;
  processId: string | undefined;
  /** The route keeps tab and process in the URL (`aba`, `processo`). */
  onNavigate: (next: { tab: ClientTab; processId?: string }) => void;
}

/** /clientes/editar/$id: tabs Dados, Processos, Agenda, Aplicativo, LGPD. */
export function ClientEditPage({ id, tab, processId, onNavigate }: ClientEditPageProps) {
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const editor = useRecordEditor('clients', id, 'Cliente');
  const { record: client, loading } = editor;
  const { data: processes } = useLiveQuery('proccess', { selector: { clientId: id } });
  const { staff } = useStaff();
  const deleteReason = permissionReason(role, 'delete', 'clients');

  if (loading) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" role="status" aria-label="Carregando cliente" />
      </Flex>
    );
  }
  if (!client) {
    return (
      <RecordNotFound
        title="Cliente não encontrado"
        subtitle="Este cliente não existe ou foi excluído"
        description="Se acabou de excluí-lo, use 'Desfazer' no aviso. Senão, procure-o na lista."
        backTo="/clientes"
        backLabel="Ver clientes"
      />
    );
  }

  return (
    <Box>
      <PageHeader
        title={client.name}
        subtitle={
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <Badge colorPalette={client.kind === 'PF' ? 'blue' : 'orange'}>
              {client.kind === 'PF' ? 'Pessoa física' : 'Pessoa jurídica'}
            </Badge>
            {client.document && <span>{formatCpfCnpj(client.document)}</span>}
            {isAnonymised(client) && <Badge colorPalette="gray">Anonimizado</Badge>}
            {/* The backend's mark (issue 26): an older client has the same CPF/CNPJ. */}
            {client.duplicateOf && (
              <Link
                to="/clientes/editar/$id"
                params={{ id: client.duplicateOf }}
                style={{ textDecoration: 'underline' }}
              >
                Documento duplicado: ver o cadastro anterior
              </Link>
            )}
          </Flex>
        }
        actions={
          <DeleteRecordButton
            editor={editor}
            name={client.name}
            disabledReason={deleteReason}
            label="Excluir cliente"
            size="lg"
            question="Excluir cliente?"
            onDeleted={() => void navigate({ to: '/clientes' })}
          >
            “{client.name}” sairá da lista de clientes. Os processos e o histórico continuam guardados, e você pode
            desfazer logo em seguida.
          </DeleteRecordButton>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onNavigate({ tab: e.value as ClientTab })}
        lazyMount
        unmountOnExit
        variant="line"
        size="lg"
      >
        <Tabs.List mb="5" overflowX="auto">
          {CLIENT_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} minH="11">
              {CLIENT_TAB_LABELS[t]}
              {t === 'processos' && processes.length > 0 && (
                <Badge size="sm" variant="subtle">
                  {processes.length}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dados">
          <ClientForm
            key={client.id}
            record={client}
            disabledReason={permissionReason(role, 'update', 'clients')}
            onCancel={() => void navigate({ to: '/clientes' })}
            onSubmit={(values, loaded) => saveWithNotice(() => updateClient(client.id, values, loaded))}
          />
        </Tabs.Content>
        <Tabs.Content value="processos">
          <ProcessesTab
            clientId={client.id}
            role={role}
            staff={staff}
            processId={processId}
            onSelect={(p) => onNavigate({ tab: 'processos', processId: p })}
          />
        </Tabs.Content>
        <Tabs.Content value="agenda">
          <ClientAgendaTab clientId={client.id} />
        </Tabs.Content>
        <Tabs.Content value="aplicativo">
          <ClientAppTab client={client} role={role} />
        </Tabs.Content>
        <Tabs.Content value="lgpd">
          <ClientLgpdTab client={client} role={role} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
