import { useMemo, useState } from 'react';
import { foldText, useLiveQuery, type FaqDoc } from '@/data';
import { toPlainText } from '@/lib/text-styles';
import { PickerRow, SearchPickerDialog } from './SearchPickerDialog';

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
        <PickerRow
          key={f.id}
          variant="outline"
          title={f.question}
          detail={toPlainText(f.answer)}
          detailLines={2}
          onPick={() => onPick(f)}
        />
      ))}
    </SearchPickerDialog>
  );
}
