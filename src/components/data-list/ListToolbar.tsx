import type { ReactNode } from 'react';
import { Flex, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** Search-as-you-type plus the filters that matter for the area. */
export function ListToolbar({ search, onSearch, placeholder, children }: { search: string; onSearch: (value: string) => void; placeholder: string; children?: ReactNode }) {
  return (
    <Flex gap="3" mb="4" wrap="wrap" align="flex-end">
      <InputGroup flex="1" minW={{ base: 'full', md: '72' }} startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          size="lg"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          enterKeyHint="search"
        />
      </InputGroup>
      {children}
    </Flex>
  );
}
