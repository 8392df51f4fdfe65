import { useEffect, useState } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@/components/layout/PageHeader';
import { EmptyState } from '@/components/data-list';
import { CheckboxField } from '@/components/form';
import { useCurrentUser } from '@/features/auth';
import { usePublications } from '../hooks/use-publications';
import { PublicationItem } from './PublicationItem';
import { CaptureStatusPanel } from './CaptureStatusPanel';

/**
 * /publicacoes: the DJEN publications found by the lawyers' OAB numbers (issue 28). "Publicações a
 * triar" first (no process of the firm has their number), then the new ones, oldest first. A
 * lawyer with an OAB sees those naming them, or the whole firm's; the rest of the staff, the firm's.
 */
export function PublicationsPage({ selectedId }: { selectedId?: string } = {}) {
  const user = useCurrentUser();
  const hasOab = Boolean(user.oab?.number);
  const [everyone, setEveryone] = useState(false);
  const { toTriage, fresh, all, loading } = usePublications(user, everyone);
  // An alert's notification opens one publication (issue 36): shown highlighted, scrolled to.
  useEffect(() => {
    if (!selectedId || loading) return;
    const item = document.querySelector(`[data-publication-id="${CSS.escape(selectedId)}"]`);
    item?.scrollIntoView?.({ block: 'center' });
  }, [selectedId, loading]);
  const others = fresh.filter((p) => !toTriage.includes(p));
  // Read or dismissed, the most recent first (a short history; the timeline keeps the rest).
  const earlier = all
    .filter((p) => !toTriage.includes(p) && !fresh.includes(p))
    .reverse()
    .slice(0, 30);
  const responsible = user.role === 'atendente' ? null : user.uid;
  return (
    <>
      <PageHeader
        title="Publicações do DJEN"
        subtitle="Intimações e editais encontrados pelo número da OAB, todos os dias."
      />
      {user.role !== 'atendente' && (
        <Box mb="6">
          <CaptureStatusPanel uid={user.uid} oab={user.oab} />
        </Box>
      )}
      {hasOab && (
        <CheckboxField checked={everyone} onCheckedChange={setEveryone} mb="4">
          Mostrar as publicações de todo o escritório
        </CheckboxField>
      )}
      <Stack gap="8">
        <Box as="section" aria-labelledby="publicacoes-a-triar">
          <Heading id="publicacoes-a-triar" as="h2" size="md" mb="3">
            Publicações a triar ({toTriage.length})
          </Heading>
          {toTriage.length === 0 ? (
            <Text color="fg.muted">
              {loading
                ? 'Carregando…'
                : 'Nenhuma publicação a triar: as que citam processos do escritório vão direto para o andamento do processo.'}
            </Text>
          ) : (
            <Stack as="ul" ps="0" gap="3" aria-label="Publicações a triar">
              {toTriage.map((p) => (
                <PublicationItem
                  key={p.id}
                  publication={p}
                  responsibleUid={responsible}
                  selected={p.id === selectedId}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Box as="section" aria-labelledby="publicacoes-novas">
          <Heading id="publicacoes-novas" as="h2" size="md" mb="3">
            Publicações novas ({others.length})
          </Heading>
          {others.length === 0 ? (
            all.length === 0 && !loading ? (
              <EmptyState
                title="Nenhuma publicação ainda"
                description={
                  hasOab
                    ? 'O DJEN ainda não trouxe nenhuma publicação que cite você. A situação de cada consulta aparece acima.'
                    : user.role === 'atendente'
                      ? 'As publicações aparecem aqui quando os advogados do escritório cadastram o número da OAB em Perfil.'
                      : 'Cadastre seu número da OAB em Perfil: as publicações do DJEN que citam você aparecem aqui.'
                }
              />
            ) : (
              <Text color="fg.muted">Nenhuma publicação nova.</Text>
            )
          ) : (
            <Stack as="ul" ps="0" gap="3" aria-label="Publicações novas">
              {others.map((p) => (
                <PublicationItem
                  key={p.id}
                  publication={p}
                  responsibleUid={responsible}
                  selected={p.id === selectedId}
                />
              ))}
            </Stack>
          )}
        </Box>
        {earlier.length > 0 && (
          <Box as="section" aria-labelledby="publicacoes-anteriores">
            <Heading id="publicacoes-anteriores" as="h2" size="md" mb="3">
              Lidas e descartadas
            </Heading>
            <Stack as="ul" ps="0" gap="3" aria-label="Publicações lidas e descartadas">
              {earlier.map((p) => (
                <PublicationItem
                  key={p.id}
                  publication={p}
                  responsibleUid={responsible}
                  selected={p.id === selectedId}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </>
  );
}
