import type { ReactNode } from 'react';
import { InputGroup, useBreakpointValue } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { addStaticStyles } from '@/lib/static-styles';
import listToolbarCss from './list-toolbar.css?inline';
import { SearchInput } from './SearchInput';

addStaticStyles('list-toolbar-styles', listToolbarCss);

const SEARCH_ICON = <Search size={18} aria-hidden />;

interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  /** What the search looks in; also the box's accessible name. */
  placeholder: string;
  /** The same, shorter, for a phone's width (the full text would be cut). */
  shortPlaceholder?: string;
  children?: ReactNode;
}

/** Search-as-you-type plus the filters that matter for the area. */
export function ListToolbar({ search, onSearch, placeholder, shortPlaceholder, children }: ListToolbarProps) {
  // ssr: false — measured in the first render, so a tablet never flashes the short text.
  const shown =
    useBreakpointValue({ base: shortPlaceholder ?? placeholder, md: placeholder }, { ssr: false }) ?? placeholder;
  return (
    <div className="list-toolbar">
      <InputGroup className="list-toolbar-search" startElement={SEARCH_ICON}>
        <SearchInput value={search} onSearch={onSearch} placeholder={shown} aria-label={placeholder} />
      </InputGroup>
      {children}
    </div>
  );
}
