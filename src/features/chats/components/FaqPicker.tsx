import { useMemo, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { foldText, useLiveQuery, type FaqDoc } from '@/data';
import { toPlainText } from '@/lib/text-styles';
import { SearchPickerDialog } from './SearchPickerDialog';

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
    <SearchPickerDialog
      open={open}
      onClose={onClose}
      title="Inserir resposta das perguntas frequentes"
      size="lg"
      search={search}
      onSearch={setSearch}
      placeholder="Buscar pergunta ou resposta"
      searchLabel="Buscar pergunta ou resposta"
      emptyText={
        visible.length > 0
          ? null
          : faq.data.length === 0
            ? 'Nenhuma pergunta frequente publicada.'
            : 'Nenhuma pergunta encontrada.'
      }
      listLabel="Perguntas publicadas"
      listGap="2"
    >
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
    </SearchPickerDialog>
  );
}
