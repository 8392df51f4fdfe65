import { memo, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { hasMessagingConsent, useClientSearch, type ClientDoc } from '@/data';
import { formatCpfCnpj } from '@/lib/format';

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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Nova conversa</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Input
                  type="search"
                  size="lg"
                  value={term}
                  onChange={(e) => setTerm(e.target.value)}
                  placeholder="Nome, CPF/CNPJ, e-mail ou telefone"
                  aria-label="Buscar cliente"
                />
                {results.data.length === 0 ? (
                  <Text color="fg.muted" role="status">
                    {results.loading ? 'Buscando…' : term ? 'Nenhum cliente encontrado.' : 'Nenhum cliente cadastrado.'}
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label="Clientes">
                    {results.data.map((c) => (
                      <Box as="li" key={c.id}>
                        <Button variant="ghost" w="full" minH="11" h="auto" py="2" justifyContent="flex-start" onClick={() => onPick(c)}>
                          <Stack gap="0" align="flex-start" textAlign="start">
                            <Text fontWeight="semibold">{c.name}</Text>
                            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                              {formatCpfCnpj(c.document)}
                            </Text>
                            {!hasMessagingConsent(c) && (
                              <Text fontSize="sm" color="fg.warning" fontWeight="normal">
                                Sem consentimento para mensagens: registre-o antes de escrever (LGPD)
                              </Text>
                            )}
                          </Stack>
                        </Button>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
