import { memo, useState } from 'react';
import { Button, Dialog, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { hasMessagingConsent, useClientSearch, type ClientDoc } from '@/data';
import { formatCpfCnpj } from '@/lib/format';
import { PickerRow, SearchPickerDialog } from './SearchPickerDialog';

interface NewChatDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (client: ClientDoc) => void;
}

/** Start (or reopen) the conversation with a client already registered, or register one. */
export const NewChatDialog = memo(function NewChatDialog({ open, onClose, onPick }: NewChatDialogProps) {
  const [term, setTerm] = useState('');
  const results = useClientSearch(term, 20);
  return (
    <SearchPickerDialog
      open={open}
      onClose={onClose}
      title="Nova conversa"
      size="md"
      search={term}
      onSearch={setTerm}
      placeholder="Nome, CPF/CNPJ, e-mail ou telefone"
      searchLabel="Buscar cliente"
      emptyText={
        results.data.length > 0
          ? null
          : results.loading
            ? 'Buscando…'
            : term
              ? 'Nenhum cliente encontrado.'
              : 'Nenhum cliente cadastrado.'
      }
      listLabel="Clientes"
      listGap="1"
      footer={
        <Dialog.Footer justifyContent="space-between">
          <Text fontSize="sm" color="fg.muted">
            Cliente novo?
          </Text>
          <Button asChild variant="outline" minH="11">
            <Link to="/clientes/cadastrar">
              <UserPlus size={18} aria-hidden /> Novo cliente
            </Link>
          </Button>
        </Dialog.Footer>
      }
    >
      {results.data.map((c) => (
        <PickerRow
          key={c.id}
          variant="ghost"
          title={c.name}
          detail={formatCpfCnpj(c.document)}
          warning={
            hasMessagingConsent(c) ? undefined : 'Sem consentimento para mensagens: registre-o antes de escrever (LGPD)'
          }
          onPick={() => onPick(c)}
        />
      ))}
    </SearchPickerDialog>
  );
});
