import { memo } from 'react';
import { Box, ButtonGroup, Flex, IconButton, Pagination as ChakraPagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZE } from '@/config/constants';

/** 10 rows a page (the spec's constant), with the range shown in words. Memoised: typing re-renders the rows, not the pager. */
export const Pagination = memo(function Pagination({
  page,
  total,
  onPageChange,
  pageSize = PAGE_SIZE,
}: {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
}) {
  if (total <= pageSize) {
    return (
      <Text fontSize="sm" color="fg.muted" mt="3">
        {total === 1 ? '1 registro' : `${total} registros`}
      </Text>
    );
  }
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Flex mt="4" align="center" justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {first}–{last} de {total}
      </Text>
      <ChakraPagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(e) => onPageChange(e.page)}>
        <ButtonGroup variant="ghost" size="md" aria-label="Paginação">
          <ChakraPagination.PrevTrigger asChild>
            <IconButton aria-label="Página anterior" minW="11" minH="11">
              <ChevronLeft />
            </IconButton>
          </ChakraPagination.PrevTrigger>
          {/* A phone fits the range and the arrows, not nine 44 px page buttons. */}
          <Box display={{ base: 'none', sm: 'contents' }}>
            <ChakraPagination.Items
              render={(item) => (
                <IconButton
                  variant={{ base: 'ghost', _selected: 'outline' }}
                  minW="11"
                  minH="11"
                  aria-label={`Página ${item.value}`}
                >
                  {item.value}
                </IconButton>
              )}
            />
          </Box>
          <ChakraPagination.NextTrigger asChild>
            <IconButton aria-label="Próxima página" minW="11" minH="11">
              <ChevronRight />
            </IconButton>
          </ChakraPagination.NextTrigger>
        </ButtonGroup>
      </ChakraPagination.Root>
    </Flex>
  );
});
