import { Box, Button, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Gavel } from 'lucide-react';
import type { ProcessStatusDoc } from '@/data';
import { toBr } from '@/lib/deadlines';
import { guessHearing } from '../hearing';
import { publicationTitle } from '../labels';

/**
 * "Criar audiência" (issue 38): a hearing or judgment session is an agenda event at its date and
 * time — prefilled from the text when it says them, editable in the form — linked to the process,
 * besides or instead of a deadline.
 */
export function HearingLink({ publication }: { publication: ProcessStatusDoc }) {
  const guess = guessHearing(publication.djen?.text ?? '');
  const linked = publication.processId && publication.clientId;
  return (
    <Box data-testid="publication-hearing">
      <Text fontSize="sm" mb="1">
        {guess.day
          ? `Sessão no texto: ${toBr(guess.day)}${guess.time ? ` às ${guess.time}` : ' (horário não encontrado)'} — confira no formulário.`
          : 'Data da sessão não encontrada no texto: informe no formulário.'}
      </Text>
      <Button asChild size="sm" variant="outline" colorPalette="blue" minH="11">
        <Link
          to="/eventos/cadastrar"
          search={{
            tipo: 'audiencia',
            ...(guess.day ? { data: guess.day } : {}),
            ...(guess.day && guess.time ? { hora: guess.time } : {}),
            ...(linked ? { cliente: publication.clientId, processo: publication.processId } : {}),
            titulo: `Audiência: ${publicationTitle(publication)}`.slice(0, 200),
          }}
        >
          <Gavel aria-hidden /> Criar audiência
        </Link>
      </Button>
    </Box>
  );
}
