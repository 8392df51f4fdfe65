import { Alert, Button, HStack } from '@chakra-ui/react';
import { formatDateTime, formatTime, isToday } from '@/lib/format';
import type { FormDraft } from './use-form-draft';

/** "Você tem um rascunho de 14:32" (of another day: "de 25/11/2026 14:32"). */
export function draftTitle(savedAt: string, now: Date = new Date()): string {
  return `Você tem um rascunho de ${isToday(savedAt, now) ? formatTime(savedAt) : formatDateTime(savedAt)}`;
}

/** The offer of a form's draft from an earlier visit: Continuar (fill the form with it) or Descartar. */
export function DraftNotice({ draft }: { draft: Pick<FormDraft, 'offer' | 'restore' | 'discard'> }) {
  if (!draft.offer) return null;
  return (
    <Alert.Root status="info" alignItems="center" flexWrap="wrap" data-testid="draft-notice">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Title>{draftTitle(draft.offer.savedAt)}</Alert.Title>
        <Alert.Description>Guardado só neste aparelho.</Alert.Description>
      </Alert.Content>
      <HStack gap="2">
        <Button size="sm" minH="11" colorPalette="blue" onClick={draft.restore}>
          Continuar
        </Button>
        <Button size="sm" minH="11" variant="outline" onClick={draft.discard}>
          Descartar
        </Button>
      </HStack>
    </Alert.Root>
  );
}
