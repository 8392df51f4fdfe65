import { Badge, Box, Button, Card, Flex, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarPlus, Gavel, Pencil } from 'lucide-react';
import { useDocument, useLiveQuery, useStaff, type EventDoc } from '@/data';
import { EmptyState } from '@/components/data-list';
import { PageHeader } from '@/components/layout/PageHeader';
import { RecordNotFound } from '@/components/layout/RecordNotFound';
import { useCurrentUser } from '@/features/auth';
import { EVENT_KIND_LABELS } from '@/features/events/labels';
import { can, permissionReason } from '@/lib/permissions';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import { DatajudPanel } from './DatajudPanel';
import { DocumentsSection } from './documents/DocumentsSection';
import { TakeToHearing } from './documents/TakeToHearing';
import { ProcessTimeline } from './ProcessTimeline';

/**
 * /processos/$id (issue 42): one process as a place — its client, hearings and deadlines, the
 * documents, the DataJud panel and the timeline (publications, movements and documents are
 * typed entries of it). The
 * process's data are edited on its client's Processos tab, where it was created.
 */
export function ProcessPage({ id }: { id: string }) {
  const { role, uid } = useCurrentUser();
  const { data: process, loading } = useDocument('proccess', id);
  const { data: client } = useDocument('clients', process?.clientId);
  const { nameOf } = useStaff();
  const { data: events } = useLiveQuery('events', { selector: { processId: id }, sort: [{ start: 'asc' }] });

  if (loading)
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" role="status" aria-label="Carregando processo" />
      </Flex>
    );
  if (!process)
    return (
      <RecordNotFound
        title="Processo não encontrado"
        subtitle="Este processo não existe ou foi excluído"
        description="Procure-o na lista de processos."
        backTo="/processos"
        backLabel="Ver processos"
      />
    );

  const title = process.cnj ? formatCnj(process.cnj) : process.subject;
  const eventTitle = (kind: string) => `${kind}: ${process.subject || title}`.slice(0, 200);
  const mayCreateEvent = can(role, 'create', 'events');
  const newEvent = (tipo: 'audiencia' | 'prazo', label: string) =>
    mayCreateEvent && (
      <Button asChild variant="outline" size="lg">
        <Link
          to="/eventos/cadastrar"
          search={{
            tipo,
            cliente: process.clientId,
            processo: process.id,
            titulo: eventTitle(tipo === 'audiencia' ? 'Audiência' : 'Prazo'),
          }}
        >
          <CalendarPlus aria-hidden /> {label}
        </Link>
      </Button>
    );
  const now = new Date().toISOString();
  const upcoming = events.filter((e) => e.end >= now);
  const past = events.filter((e) => e.end < now).reverse();

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <Badge colorPalette={process.type === 'Judicial' ? 'purple' : 'teal'}>{process.type}</Badge>
            {process.currentStatus && <Badge variant="outline">{process.currentStatus}</Badge>}
            {process.cnj && <span>{process.subject}</span>}
          </Flex>
        }
        actions={
          <>
            {newEvent('audiencia', 'Nova audiência')}
            {newEvent('prazo', 'Novo prazo')}
            <Button asChild variant="ghost" size="lg">
              <Link
                to="/clientes/editar/$id"
                params={{ id: process.clientId }}
                search={{ aba: 'processos', processo: process.id }}
              >
                <Pencil aria-hidden /> Editar dados
              </Link>
            </Button>
          </>
        }
      />
      <Stack gap="6">
        <TakeToHearing processId={process.id} clientId={process.clientId} />
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="1" fontSize="sm">
              <Text>
                <b>Cliente:</b>{' '}
                {client ? (
                  <Link to="/clientes/editar/$id" params={{ id: client.id }} style={{ textDecoration: 'underline' }}>
                    {client.name}
                  </Link>
                ) : (
                  '—'
                )}
              </Text>
              <Text>
                <b>Vara / órgão:</b> {process.court || '—'}
              </Text>
              <Text>
                <b>Área:</b> {process.legalArea || '—'}
              </Text>
              <Text>
                <b>Responsável:</b> {nameOf(process.responsibleUid) || '—'}
              </Text>
              {process.openedAt && (
                <Text>
                  <b>Distribuído em:</b> {formatDate(process.openedAt)}
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Audiências e prazos
          </Heading>
          {events.length === 0 ? (
            <EmptyState
              icon={<Gavel />}
              title="Nenhuma audiência ou prazo deste processo"
              description="Crie-os aqui ou a partir de uma publicação ou movimentação; eles também aparecem na Agenda."
            />
          ) : (
            <>
              {upcoming.length > 0 && <EventList title="Próximos" events={upcoming} />}
              {past.length > 0 && <EventList title="Anteriores" events={past} />}
            </>
          )}
        </Stack>
        <DocumentsSection
          uid={uid}
          owner={{ processId: process.id, clientId: process.clientId }}
          createReason={permissionReason(role, 'create', 'status_proccess')}
        />
        {process.type === 'Judicial' && (
          <DatajudPanel process={process} markReason={permissionReason(role, 'update', 'proccess')} />
        )}
        <Separator />
        <ProcessTimeline
          process={process}
          createReason={permissionReason(role, 'create', 'status_proccess')}
          deleteReason={permissionReason(role, 'delete', 'status_proccess')}
          updateReason={permissionReason(role, 'update', 'status_proccess')}
        />
      </Stack>
    </Box>
  );
}

function EventList({ title, events }: { title: string; events: EventDoc[] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" color="fg.muted">
        {title}
      </Heading>
      {events.map((e) => (
        <Card.Root key={e.id} variant="outline" size="sm">
          <Card.Body>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge variant="outline">{EVENT_KIND_LABELS[e.kind]}</Badge>
              <Link to="/eventos/editar/$id" params={{ id: e.id }} style={{ fontWeight: 600 }}>
                {e.title}
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {e.allDay ? `${formatDate(e.start)} (dia inteiro)` : formatDateTime(e.start)}
                {e.location ? ` · ${e.location}` : ''}
              </Text>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
