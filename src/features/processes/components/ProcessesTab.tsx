import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Gavel, Plus } from 'lucide-react';
import { useDocument, useLiveQuery, type ProcessDoc, type UserDoc } from '@/data';
import type { StaffRole } from '@advocacia/shared/config/roles';
import {
  actionsColumn,
  DeleteIconButton,
  FilterSelect,
  ListResults,
  EmptyState,
  ListToolbar,
  matchesSearch,
  paginate,
  sortRows,
  useDeleteWithUndo,
  updatedAtColumn,
  useListState,
  type Column,
} from '@/components/data-list';
import { ConfirmDialog, saveWithNotice } from '@/components/form';
import { can, permissionReason } from '@/lib/permissions';
import { formatDateTime } from '@/lib/format';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import { hasUnseenDatajud } from '@advocacia/shared/datajud/tracking';
import { newMovementsText } from '../datajud-text';
import { createProcess, updateProcess } from '../api/process-writes';
import { ProcessForm } from './ProcessForm';
import { ProcessTimeline } from './ProcessTimeline';
import { DatajudPanel } from './DatajudPanel';

export const NEW_PROCESS = 'novo';

interface ProcessesTabProps {
  clientId: string;
  role: StaffRole;
  staff: UserDoc[];
  /** Selected process id, NEW_PROCESS for the create form, undefined for the list. */
  processId: string | undefined;
  onSelect: (processId: string | undefined) => void;
}

/** The client's processes: list, create, edit, and each one's timeline. */
export function ProcessesTab({ clientId, role, staff, processId, onSelect }: ProcessesTabProps) {
  if (processId === NEW_PROCESS) {
    return (
      <Stack gap="4">
        <BackToList onClick={() => onSelect(undefined)} />
        <Heading as="h2" size="lg">
          Novo processo
        </Heading>
        <ProcessForm
          clientId={clientId}
          staff={staff}
          disabledReason={permissionReason(role, 'create', 'proccess')}
          onCancel={() => onSelect(undefined)}
          onSubmit={async (values) => {
            const saved = await saveWithNotice(() => createProcess(values));
            if (saved) onSelect(saved.id);
            return saved;
          }}
        />
      </Stack>
    );
  }
  if (processId)
    return (
      <ProcessDetail id={processId} clientId={clientId} role={role} staff={staff} onBack={() => onSelect(undefined)} />
    );
  return <ProcessList clientId={clientId} role={role} staff={staff} onSelect={onSelect} />;
}

function BackToList({ onClick }: { onClick: () => void }) {
  return (
    <Box>
      <Button variant="ghost" minH="11" onClick={onClick}>
        <ArrowLeft /> Processos do cliente
      </Button>
    </Box>
  );
}

function ProcessDetail({
  id,
  clientId,
  role,
  staff,
  onBack,
}: {
  id: string;
  clientId: string;
  role: StaffRole;
  staff: UserDoc[];
  onBack: () => void;
}) {
  const { data: process, loading } = useDocument('proccess', id);
  if (loading) return null;
  if (!process || process.clientId !== clientId) {
    return (
      <Stack gap="4">
        <BackToList onClick={onBack} />
        <EmptyState
          title="Processo não encontrado"
          description="Ele pode ter sido excluído ou pertencer a outro cliente."
        />
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <BackToList onClick={onBack} />
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {process.cnj ? formatCnj(process.cnj) : process.subject}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={process.type === 'Judicial' ? 'purple' : 'teal'}>{process.type}</Badge>
          {process.currentStatus && <Badge variant="outline">{process.currentStatus}</Badge>}
          <Text fontSize="sm" color="fg.muted">
            Atualizado em {formatDateTime(process.updatedAt)}
          </Text>
        </Flex>
      </Stack>
      {process.type === 'Judicial' && (
        <DatajudPanel process={process} markReason={permissionReason(role, 'update', 'proccess')} />
      )}
      <ProcessForm
        key={process.id}
        clientId={clientId}
        record={process}
        staff={staff}
        disabledReason={permissionReason(role, 'update', 'proccess')}
        onCancel={onBack}
        onSubmit={(values, loaded) => saveWithNotice(() => updateProcess(process.id, values, loaded))}
      />
      <Separator />
      <ProcessTimeline
        process={process}
        createReason={permissionReason(role, 'create', 'status_proccess')}
        deleteReason={permissionReason(role, 'delete', 'status_proccess')}
        updateReason={permissionReason(role, 'update', 'status_proccess')}
      />
    </Stack>
  );
}

type SortKey = 'subject' | 'cnj' | 'updatedAt';

function ProcessList({
  clientId,
  role,
  staff,
  onSelect,
}: {
  clientId: string;
  role: StaffRole;
  staff: UserDoc[];
  onSelect: (id: string) => void;
}) {
  const { data: processes, loading } = useLiveQuery('proccess', {
    selector: { clientId },
    sort: [{ updatedAt: 'desc' }],
  });
  const list = useListState<{ type: string; news: string }>({
    sortKey: 'updatedAt',
    sortDirection: 'desc',
    filters: { type: '', news: '' },
  });
  const deleteProcess = useDeleteWithUndo('proccess', 'Processo');
  const [pendingDelete, setPendingDelete] = useState<ProcessDoc | null>(null);
  const staffName = new Map(staff.map((u) => [u.uid, u.displayName]));
  const canCreate = can(role, 'create', 'proccess');
  const deleteReason = permissionReason(role, 'delete', 'proccess');

  const term = list.deferredSearch.trim();
  const digits = term.replace(/\D/g, '');
  const filtered = processes.filter(
    (p) =>
      (!list.filters.type || p.type === list.filters.type) &&
      (!list.filters.news || hasUnseenDatajud(p)) &&
      (matchesSearch(term, p.subject, p.court, p.legalArea, p.currentStatus) ||
        (digits.length >= 3 && p.cnj.includes(digits))),
  );
  const sorted = sortRows(filtered, (p) => p[list.sortKey as SortKey], list.sortDirection);
  const page = paginate(sorted, list.page);

  const columns: Column<ProcessDoc>[] = [
    {
      key: 'cnj',
      header: 'Número',
      sortable: true,
      render: (p) => (
        <Flex gap="2" align="center" wrap="wrap">
          <ChakraLink
            as="button"
            colorPalette="blue"
            fontWeight="medium"
            fontFamily={p.cnj ? 'mono' : undefined}
            whiteSpace={p.cnj ? 'nowrap' : undefined}
            textAlign="start"
            minH="11"
            onClick={() => onSelect(p.id)}
          >
            {p.cnj ? formatCnj(p.cnj) : 'Sem número (extrajudicial)'}
          </ChakraLink>
          {hasUnseenDatajud(p) && (
            <Badge colorPalette="orange" whiteSpace="nowrap">
              {newMovementsText(p.datajud?.newCount ?? 0)}
            </Badge>
          )}
        </Flex>
      ),
    },
    { key: 'subject', header: 'Assunto', sortable: true, render: (p) => p.subject },
    {
      key: 'type',
      header: 'Tipo',
      hideBelow: 'md',
      render: (p) => <Badge colorPalette={p.type === 'Judicial' ? 'purple' : 'teal'}>{p.type}</Badge>,
    },
    { key: 'court', header: 'Vara / órgão', hideBelow: 'xl', render: (p) => p.court || '—' },
    { key: 'status', header: 'Status', hideBelow: 'md', render: (p) => p.currentStatus || '—' },
    {
      key: 'responsible',
      header: 'Responsável',
      hideBelow: 'xl',
      render: (p) => (p.responsibleUid ? (staffName.get(p.responsibleUid) ?? '—') : '—'),
    },
    updatedAtColumn('Atualizado em', 'lg'),
    actionsColumn((p) => (
      <DeleteIconButton
        label={`Excluir processo ${p.cnj ? formatCnj(p.cnj) : p.subject}`}
        title="Excluir processo"
        disabledReason={deleteReason}
        onClick={() => setPendingDelete(p)}
      />
    )),
  ];

  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h2" size="lg">
          Processos
        </Heading>
        {canCreate && (
          <Button colorPalette="blue" size="lg" onClick={() => onSelect(NEW_PROCESS)}>
            <Plus /> Novo processo
          </Button>
        )}
      </Flex>
      {loading ? null : processes.length === 0 ? (
        <EmptyState
          icon={<Gavel />}
          title="Nenhum processo deste cliente"
          description={
            canCreate
              ? 'Cadastre um processo judicial (com número CNJ) ou extrajudicial para acompanhar seus andamentos.'
              : 'Os processos cadastrados pela equipe aparecerão aqui.'
          }
        />
      ) : (
        <>
          <ListToolbar
            search={list.search}
            onSearch={list.setSearch}
            placeholder="Buscar processo por número, assunto, vara ou status"
            shortPlaceholder="Número, assunto, vara ou status"
          >
            <FilterSelect
              label="Filtrar por tipo"
              value={list.filters.type}
              onChange={(v) => list.setFilter('type', v)}
            >
              <option value="">Todos os tipos</option>
              <option value="Judicial">Judicial</option>
              <option value="Extrajudicial">Extrajudicial</option>
            </FilterSelect>
            {(list.filters.news !== '' || processes.some((p) => hasUnseenDatajud(p))) && (
              <FilterSelect
                label="Filtrar por movimentações"
                value={list.filters.news}
                onChange={(v) => list.setFilter('news', v)}
                minW="52"
              >
                <option value="">Todas as movimentações</option>
                <option value="novas">Com movimentações novas</option>
              </FilterSelect>
            )}
          </ListToolbar>
          <ListResults
            caption="Processos do cliente"
            columns={columns}
            page={page}
            list={list}
            empty={<EmptyState title="Nenhum processo encontrado" description="Ajuste a busca ou os filtros." />}
            onRowClick={(p) => onSelect(p.id)}
          />
        </>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Excluir processo?"
        confirmLabel="Excluir"
        destructive
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          const p = pendingDelete;
          setPendingDelete(null);
          if (p) void deleteProcess(p.id, p.cnj ? formatCnj(p.cnj) : p.subject);
        }}
      >
        {pendingDelete &&
          'O processo sairá da lista do cliente, com seus andamentos. Você pode desfazer logo em seguida.'}
      </ConfirmDialog>
    </Stack>
  );
}
