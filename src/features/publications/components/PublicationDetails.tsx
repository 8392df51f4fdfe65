import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, ChevronDown, ChevronUp, ExternalLink } from 'lucide-react';
import type { ProcessStatusDoc } from '@/data';
import { isNewPublication } from '@advocacia/shared/djen/publication';
import { describeDataError } from '@/components/feedback/describe-error';
import { notifyError } from '@/lib/toaster';
import { markPublicationRead } from '../api/publication-writes';
import { PublicationDeadline } from './PublicationDeadline';
import { HearingLink } from './HearingLink';
import { isHearing } from '../hearing';

/**
 * What a publication says and what to do about it, on the triage list and on the process
 * timeline: the organ, the lawyers named, the full text (as text: never rendered as HTML), the
 * deadline, "Marcar como lida".
 */
export function PublicationDetails({
  publication,
  responsibleUid,
}: {
  publication: ProcessStatusDoc;
  responsibleUid: string | null;
}) {
  const [open, setOpen] = useState(false);
  const djen = publication.djen;
  const fresh = isNewPublication(publication);
  const markRead = async () => {
    try {
      await markPublicationRead(publication);
    } catch (error) {
      notifyError(...describeDataError(error));
    }
  };
  if (!djen) return null;
  return (
    <Stack gap="2">
      {djen.organ && <Text fontSize="sm">{djen.organ}</Text>}
      {djen.lawyers.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Advogados: {djen.lawyers.map((l) => `${l.name} (OAB ${l.oab})`).join('; ')}
        </Text>
      )}
      <Box>
        <Button size="sm" variant="ghost" minH="11" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}{' '}
          {open ? 'Ocultar texto' : 'Ver texto completo'}
        </Button>
        {open && (
          <Text
            as="div"
            whiteSpace="pre-wrap"
            fontSize="sm"
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            maxH="96"
            overflowY="auto"
            tabIndex={0}
            data-testid="publication-text"
          >
            {djen.text || 'O DJEN não enviou o texto desta comunicação.'}
          </Text>
        )}
      </Box>
      {djen.link && /^https:\/\//.test(djen.link) && (
        <Box>
          <Button asChild size="sm" variant="outline" minH="11">
            <a href={djen.link} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden /> Abrir no tribunal
            </a>
          </Button>
        </Box>
      )}
      {publication.triage !== 'dismissed' && !publication.cancellation && isHearing(publication) && (
        <HearingLink publication={publication} />
      )}
      {publication.triage !== 'dismissed' && (
        <PublicationDeadline publication={publication} responsibleUid={responsibleUid} />
      )}
      <HStack gap="2" wrap="wrap">
        {fresh ? (
          <Button size="sm" variant="outline" minH="11" onClick={() => void markRead()}>
            <Check aria-hidden /> Marcar como lida
          </Button>
        ) : (
          publication.triage !== 'dismissed' && <Badge>Lida</Badge>
        )}
      </HStack>
    </Stack>
  );
}
