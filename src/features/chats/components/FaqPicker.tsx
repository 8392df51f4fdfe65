import { useMemo, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { foldText, useLiveQuery, type FaqDoc } from '@/data';
import { toPlainText } from '@/lib/text-styles';

interface FaqPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (faq: FaqDoc) => void;
}

/** Published FAQ answers, searchable, to insert into the message being written. */
export function FaqPicker({ open, onClose, onPick }: FaqPickerProps) {
  const [search, setSearch] = useState('');
  const faq = useLiveQuery('faq', { selector: { published: true }, sort: [{ order: 'asc' }] });
  const visible = useMemo(() => {
    const words = foldText(search).split(/\s+/).filter(Boolean);
    return faq.data.filter((f) => {
      const text = foldText(`${f.question} ${toPlainText(f.answer)}`);
      return words.every((w) => text.includes(w));
    });
  }, [faq.data, search]);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Inserir resposta das perguntas frequentes</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  type="search"
                  size="lg"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder="Buscar pergunta ou resposta"
                  aria-label="Buscar pergunta ou resposta"
                />
                {visible.length === 0 ? (
                  <Text color="fg.muted" role="status">
                    {faq.data.length === 0 ? 'Nenhuma pergunta frequente publicada.' : 'Nenhuma pergunta encontrada.'}
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" gap="2" m="0" p="0" aria-label="Perguntas publicadas">
                    {visible.map((f) => (
                      <Box as="li" key={f.id}>
                        <Button
                          variant="outline"
                          w="full"
                          h="auto"
                          minH="11"
                          py="2"
                          justifyContent="flex-start"
                          textAlign="start"
                          whiteSpace="normal"
                          onClick={() => onPick(f)}
                        >
                          <Stack gap="0" align="flex-start">
                            <Text fontWeight="semibold">{f.question}</Text>
                            <Text fontSize="sm" color="fg.muted" fontWeight="normal" lineClamp={2}>
                              {toPlainText(f.answer)}
                            </Text>
                          </Stack>
                        </Button>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
