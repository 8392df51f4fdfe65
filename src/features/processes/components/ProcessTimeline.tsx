import { useMemo, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bell, CalendarPlus, Eye, EyeOff, Landmark, Newspaper, Plus } from 'lucide-react';
import { useLiveQuery, type ProcessDoc, type ProcessStatusDoc } from '@/data';
import { DATAJUD_SOURCE, newDatajudEntryIds, suggestsDeadline } from '@advocacia/shared/datajud/tracking';
import { isNewPublication, isPublication } from '@advocacia/shared/djen/publication';
import { toBr } from '@/lib/deadlines';
import { useCurrentUser } from '@/features/auth';
import { PublicationDetails } from '@/features/publications';
import { useForm } from '@/lib/forms/use-form';
import { CheckboxField, FormField, MaskedInput, saveWithNotice, SuggestInput } from '@/components/form';
import { ConfirmDeleteDialog, DeleteIconButton, EmptyState, useConfirmDelete } from '@/components/data-list';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError } from '@/lib/toaster';
import { formatDateTime, toIsoDay } from '@/lib/format';
import { emptyTimelineForm, maskDateTime, STATUS_SUGGESTIONS, timelineEntrySchema } from '../timeline-form';
import { addTimelineEntry } from '../api/process-writes';
import { toggleTimelineVisibility } from '../api/toggle-timeline-visibility';

interface ProcessTimelineProps {
  process: ProcessDoc;
  /** Null when the role may add entries, else the reason it may not. */
  createReason: string | null;
  deleteReason: string | null;
  /** Null when the role may edit entries (show a DataJud movement to the client), else why not. */
  updateReason?: string | null;
}

/** The process timeline (`status_proccess`), newest first, with the form to add an entry. */
export function ProcessTimeline({ process, createReason, deleteReason, updateReason = null }: ProcessTimelineProps) {
  const { data: entries } = useLiveQuery('status_proccess', {
    selector: { processId: process.id },
    sort: [{ date: 'desc' }],
  });
  const [adding, setAdding] = useState(false);
  const user = useCurrentUser();
  const deletion = useConfirmDelete<ProcessStatusDoc>('status_proccess', 'Andamento', (e) => e.status);
  // The DataJud entries the panel counts as news (not the first import's history).
  const news = useMemo(() => newDatajudEntryIds(process, entries), [process, entries]);
  const toggleVisible = async (e: ProcessStatusDoc) => {
    try {
      await toggleTimelineVisibility(e);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  };

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          Andamentos
        </Heading>
        {!adding && (
          <Button
            colorPalette="blue"
            variant="outline"
            minH="11"
            onClick={() => setAdding(true)}
            disabled={Boolean(createReason)}
            title={createReason ?? undefined}
          >
            <Plus /> Registrar andamento
          </Button>
        )}
      </Flex>
      {adding && <TimelineEntryForm process={process} onDone={() => setAdding(false)} />}
      {entries.length === 0 ? (
        <EmptyState
          title="Nenhum andamento registrado"
          description="Registre cada passo do processo; os marcados como visíveis aparecem para o cliente no aplicativo."
        />
      ) : (
        <Box as="ol" listStyleType="none" ps="0" aria-label="Andamentos do processo, do mais recente ao mais antigo">
          {entries.map((e) => (
            <Box
              as="li"
              key={e.id}
              position="relative"
              ps="6"
              pb="4"
              borderStartWidth="2px"
              borderColor="border.emphasized"
              ms="2"
            >
              <Box
                position="absolute"
                left="-7px"
                top="1.5"
                w="3"
                h="3"
                borderRadius="full"
                bg="blue.solid"
                aria-hidden
              />
              <Flex justify="space-between" gap="2" align="flex-start">
                <Stack gap="1" minW="0">
                  <Text fontSize="sm" color="fg.muted">
                    {/* A DJEN publication has a day (its availability), not an instant. */}
                    {isPublication(e) && e.djen?.availableOn
                      ? `Disponibilizada em ${toBr(e.djen.availableOn)}`
                      : formatDateTime(e.date)}
                  </Text>
                  <Text fontWeight="semibold">{e.status}</Text>
                  {e.description && <Text whiteSpace="pre-wrap">{e.description}</Text>}
                  <HStack gap="2" wrap="wrap">
                    {e.source === DATAJUD_SOURCE && (
                      <Badge colorPalette="purple" gap="1">
                        <Landmark size={12} aria-hidden /> DataJud
                      </Badge>
                    )}
                    {news.has(e.id) && <Badge colorPalette="orange">Nova</Badge>}
                    {isPublication(e) && (
                      <Badge colorPalette="teal" gap="1">
                        <Newspaper size={12} aria-hidden /> DJEN {e.djen?.court}
                      </Badge>
                    )}
                    {isNewPublication(e) && <Badge colorPalette="orange">Nova publicação</Badge>}
                    {e.visibleToClient ? (
                      <Badge colorPalette="green" gap="1">
                        <Eye size={12} aria-hidden /> Visível ao cliente
                      </Badge>
                    ) : (
                      <Badge gap="1">
                        <EyeOff size={12} aria-hidden /> Interno
                      </Badge>
                    )}
                    {e.notifyClient && (
                      <Badge colorPalette="blue" gap="1">
                        <Bell size={12} aria-hidden /> Cliente notificado
                      </Badge>
                    )}
                  </HStack>
                  {isPublication(e) && (
                    <PublicationDetails publication={e} responsibleUid={user.role === 'atendente' ? null : user.uid} />
                  )}
                  {e.source === DATAJUD_SOURCE && (
                    <HStack gap="2" wrap="wrap">
                      {suggestsDeadline(e.status) && (
                        <Button asChild size="sm" variant="outline" colorPalette="blue" minH="11">
                          <Link
                            to="/eventos/cadastrar"
                            search={{
                              data: toIsoDay(e.date),
                              tipo: 'prazo',
                              cliente: process.clientId,
                              processo: process.id,
                              titulo: `Prazo: ${e.status}`.slice(0, 200),
                            }}
                          >
                            <CalendarPlus aria-hidden /> Criar prazo
                          </Link>
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        minH="11"
                        disabled={Boolean(updateReason)}
                        title={updateReason ?? undefined}
                        onClick={() => void toggleVisible(e)}
                      >
                        {e.visibleToClient ? 'Ocultar do cliente' : 'Mostrar ao cliente'}
                      </Button>
                    </HStack>
                  )}
                </Stack>
                <DeleteIconButton
                  label={`Excluir andamento ${e.status}`}
                  title="Excluir andamento"
                  disabledReason={deleteReason}
                  onClick={() => deletion.ask(e)}
                />
              </Flex>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDeleteDialog deletion={deletion} title="Excluir andamento?">
        {deletion.target &&
          `O andamento “${deletion.target.status}” de ${formatDateTime(deletion.target.date)} sairá da linha do tempo.`}
      </ConfirmDeleteDialog>
    </Stack>
  );
}

function TimelineEntryForm({ process, onDone }: { process: ProcessDoc; onDone: () => void }) {
  const schema = useMemo(() => timelineEntrySchema(process.id, process.clientId), [process.id, process.clientId]);
  const form = useForm(schema, emptyTimelineForm());
  const { values, setValue, errors } = form;

  const submit = form.handleSubmit(async (entry) => {
    if (await saveWithNotice(() => addTimelineEntry(process, entry))) onDone();
  });

  return (
    <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <form noValidate onSubmit={submit} aria-label="Novo andamento">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Status" error={errors.status} required>
              <SuggestInput size="lg" autoComplete="off" suggestions={STATUS_SUGGESTIONS} {...form.field('status')} />
            </FormField>
            <FormField label="Data do andamento" error={errors.date} helper="dd/mm/aaaa hh:mm" required>
              <MaskedInput size="lg" inputMode="numeric" format={maskDateTime} {...form.masked('date')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Descrição" error={errors.description}>
            <Textarea rows={3} {...form.field('description')} />
          </FormField>
          <Flex gap="6" wrap="wrap">
            <CheckboxField
              checked={values.visibleToClient}
              onCheckedChange={(visible) => {
                setValue('visibleToClient', visible);
                if (!visible) setValue('notifyClient', false);
              }}
              colorPalette="blue"
            >
              Visível ao cliente
            </CheckboxField>
            <CheckboxField
              checked={values.notifyClient}
              disabled={!values.visibleToClient}
              onCheckedChange={(c) => setValue('notifyClient', c)}
              colorPalette="blue"
            >
              Notificar cliente
            </CheckboxField>
          </Flex>
          {!values.visibleToClient && (
            <Text fontSize="sm" color="fg.muted">
              Para notificar o cliente, o andamento precisa estar visível para ele.
            </Text>
          )}
          <Flex gap="3" justify="flex-end">
            <Button variant="outline" size="lg" type="button" onClick={onDone}>
              Cancelar
            </Button>
            <Button colorPalette="blue" size="lg" type="submit" loading={form.submitting}>
              Salvar andamento
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
