import { Box, Text } from '@chakra-ui/react';
import type { ShortcutDoc } from '@/data';
import { toPlainText } from '@/lib/text-styles';

interface ShortcutMenuProps {
  id: string;
  shortcuts: readonly ShortcutDoc[];
  activeIndex: number;
  query: string;
  onChoose: (shortcut: ShortcutDoc) => void;
  onHover: (index: number) => void;
}

export const optionId = (menuId: string, index: number) => `${menuId}-opcao-${index}`;

/**
 * The '/' list above the composer. Focus stays in the textarea (arrows move the active
 * option through aria-activedescendant), so typing keeps narrowing the list.
 */
export function ShortcutMenu({ id, shortcuts, activeIndex, query, onChoose, onHover }: ShortcutMenuProps) {
  return (
    <Box
      position="absolute"
      bottom="100%"
      insetX="0"
      mb="2"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
      maxH="64"
      overflowY="auto"
      zIndex="dropdown"
    >
      {shortcuts.length === 0 ? (
        <Text p="3" color="fg.muted" role="status">
          {query ? `Nenhum atalho encontrado para "/${query}".` : 'Nenhum atalho cadastrado. Cadastre em Atalhos.'}
        </Text>
      ) : (
        <Box as="ul" id={id} role="listbox" aria-label="Atalhos" listStyleType="none" m="0" p="1">
          {shortcuts.map((s, i) => (
            <Box
              as="li"
              key={s.id}
              id={optionId(id, i)}
              role="option"
              aria-selected={i === activeIndex}
              px="3"
              py="2"
              minH="11"
              borderRadius="l1"
              cursor="pointer"
              bg={i === activeIndex ? 'blue.subtle' : undefined}
              // mousedown, not click: the textarea must keep focus and its caret.
              onMouseDown={(e) => {
                e.preventDefault();
                onChoose(s);
              }}
              onMouseEnter={() => onHover(i)}
            >
              <Text fontWeight="medium">
                <Box as="span" fontFamily="mono" color="blue.fg" me="2">
                  {s.trigger}
                </Box>
                {s.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {toPlainText(s.message)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
