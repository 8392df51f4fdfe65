import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { useDocument, type ProcessStatusDoc } from '@/data';
import { isNewPublication } from '@advocacia/shared/djen/publication';
import { toIsoDay } from '@/lib/format';
import { cancellationText, provisionalDueOn, provisionalDueText, publicationCnj, publicationTitle } from '../labels';
import { PublicationDetails } from './PublicationDetails';
import { PublicationTriage } from './PublicationTriage';

const TRIAGE_LABEL: Record<string, string> = {
  matched: 'No processo',
  attached: 'Anexada a processo',
  pending: 'A triar',
  dismissed: 'Descartada',
};

/** One publication on the list: what it is, where it stands, and what to do with it. */
export function PublicationItem({
  publication,
  responsibleUid,
  selected = false,
}: {
  publication: ProcessStatusDoc;
  responsibleUid: string | null;
  /** The one an alert opened (/publicacoes?id=…). */
  selected?: boolean;
}) {
  const { data: process } = useDocument('proccess', publication.processId || null);
  const pending = publication.triage === 'pending' && !publication.processId;
  const provisional = provisionalDueOn(publication, toIsoDay(new Date()));
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'blue.solid' : undefined}
      aria-current={selected || undefined}
      borderRadius="l3"
      p="4"
      data-testid="publication-item"
      data-publication-id={publication.id}
    >
      <Stack gap="3">
        <Flex gap="2" justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap="0.5" minW="0">
            <HStack gap="2">
              <Newspaper size={18} aria-hidden />
              <Text as="h3" fontWeight="semibold">
                {publicationTitle(publication)}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Processo {publicationCnj(publication)}
            </Text>
            {provisional && (
              <Text fontSize="sm" fontWeight="semibold" color="orange.fg" data-testid="publication-provisional-due">
                {provisionalDueText(provisional)}
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap">
            {isNewPublication(publication) && <Badge colorPalette="orange">Nova</Badge>}
            {cancellationText(publication) && <Badge colorPalette="red">Cancelada</Badge>}
            <Badge colorPalette={pending ? 'yellow' : publication.triage === 'dismissed' ? 'gray' : 'green'}>
              {TRIAGE_LABEL[publication.triage ?? 'pending']}
            </Badge>
          </HStack>
        </Flex>
        {publication.triage === 'dismissed' && publication.triageReason && (
          <Text fontSize="sm" color="fg.muted">
            Motivo do descarte: {publication.triageReason}
          </Text>
        )}
        {process && (
          <Box>
            <Button asChild size="sm" variant="ghost" minH="11">
              <Link
                to="/clientes/editar/$id"
                params={{ id: process.clientId }}
                search={{ aba: 'processos', processo: process.id }}
              >
                Ver processo {process.subject}
              </Link>
            </Button>
          </Box>
        )}
        <PublicationDetails publication={publication} responsibleUid={responsibleUid} />
        {pending && <PublicationTriage publication={publication} />}
      </Stack>
    </Box>
  );
}
