import { useId, useState } from 'react';
import { Box, Button, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useClientSearch, useDocument } from '@/data';
import { formatCpfCnpj } from '@/lib/format';

export interface ClientPickerProps {
  /** Visible label (also the accessible name of the search box). */
  label: string;
  value: string;
  onChange: (clientId: string) => void;
  onBlur?: () => void;
  error?: string;
  helper?: string;
  disabled?: boolean;
}

/**
 * Choose a client by typing part of the name, CPF/CNPJ, e-mail, phone or city: the data
 * layer's accent-insensitive index answers from the local replica, so it works offline.
 * Once chosen, the client shows as a card with "Trocar" and "Remover".
 */
export function ClientPicker({ label, value, onChange, onBlur, error, helper, disabled }: ClientPickerProps) {
  const [term, setTerm] = useState('');
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const { data: chosen } = useDocument('clients', value || null);
  const { data: results } = useClientSearch(term, 8);
  const showResults = term.trim().length > 0;

  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      {value && chosen ? (
        <Flex
          align="center"
          gap="2"
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          minH="11"
          bg="bg.subtle"
          id={inputId}
          tabIndex={-1}
        >
          <Box flex="1" minW="0">
            <Text fontWeight="medium" truncate>
              {chosen.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {chosen.kind === 'PF' ? 'CPF' : 'CNPJ'} {formatCpfCnpj(chosen.document)}
            </Text>
          </Box>
          <Button
            variant="ghost"
            minH="11"
            disabled={disabled}
            aria-label={`Remover cliente ${chosen.name}`}
            onClick={() => {
              onChange('');
              onBlur?.();
            }}
          >
            <X size={16} aria-hidden /> Remover
          </Button>
        </Flex>
      ) : (
        <>
          <Box position="relative">
            <Box
              position="absolute"
              insetStart="3"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
              pointerEvents="none"
            >
              <Search size={16} aria-hidden />
            </Box>
            <Input
              id={inputId}
              type="search"
              ps="9"
              minH="11"
              value={term}
              disabled={disabled}
              placeholder="Digite nome, CPF/CNPJ, e-mail ou telefone"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error || helper ? messageId : undefined}
              aria-controls={showResults ? listId : undefined}
              onChange={(e) => setTerm(e.target.value)}
              onBlur={onBlur}
            />
          </Box>
          {value && !chosen && (
            <Text fontSize="sm" color="fg.muted">
              Cliente não encontrado neste aparelho (excluído ou ainda não sincronizado).
            </Text>
          )}
          {showResults && (
            <Box
              id={listId}
              as="ul"
              role="list"
              aria-label={`Resultados para ${term}`}
              borderWidth="1px"
              borderRadius="l2"
              maxH="64"
              overflowY="auto"
            >
              {results.length === 0 ? (
                <Text as="li" p="3" color="fg.muted">
                  Nenhum cliente encontrado.
                </Text>
              ) : (
                results.map((c) => (
                  <Box as="li" key={c.id} listStyleType="none">
                    <Button
                      variant="ghost"
                      width="full"
                      justifyContent="flex-start"
                      minH="11"
                      h="auto"
                      py="2"
                      borderRadius="0"
                      onClick={() => {
                        onChange(c.id);
                        setTerm('');
                      }}
                    >
                      <Stack gap="0" align="flex-start" textAlign="start">
                        <Text>{c.name}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {formatCpfCnpj(c.document)}
                          {c.address.city ? ` · ${c.address.city}/${c.address.uf}` : ''}
                        </Text>
                      </Stack>
                    </Button>
                  </Box>
                ))
              )}
            </Box>
          )}
        </>
      )}
      {(error || helper) && (
        <Text id={messageId} fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
          {error ?? helper}
        </Text>
      )}
    </Stack>
  );
}
