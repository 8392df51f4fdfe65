import { Button, Flex } from '@chakra-ui/react';
import { SubmitButton } from './SubmitButton';

/** Save / cancel at the foot of a form; sticky on phones so the button is always in reach. */
export function FormActions({
  submitting,
  onCancel,
  submitLabel = 'Salvar',
  disabledReason,
}: {
  submitting: boolean;
  onCancel: () => void;
  submitLabel?: string;
  disabledReason?: string | null;
}) {
  return (
    <Flex
      gap="3"
      justify="flex-end"
      pt="4"
      borderTopWidth="1px"
      mt="2"
      position={{ base: 'sticky', md: 'static' }}
      bottom="0"
      bg="bg"
      py="3"
    >
      <Button variant="outline" size="lg" onClick={onCancel} type="button">
        Cancelar
      </Button>
      <SubmitButton submitting={submitting} disabledReason={disabledReason}>
        {submitLabel}
      </SubmitButton>
    </Flex>
  );
}
