import { Input, type InputProps } from '@chakra-ui/react';

interface SearchInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  value: string;
  onSearch: (value: string) => void;
}

/**
 * A search-as-you-type box, large for touch; the caller names it (aria-label) and says what it
 * looks in (placeholder). Other props reach the input (an InputGroup adds its padding).
 */
export function SearchInput({ value, onSearch, ...props }: SearchInputProps) {
  return (
    <Input
      type="search"
      size="lg"
      enterKeyHint="search"
      value={value}
      onChange={(e) => onSearch(e.target.value)}
      {...props}
    />
  );
}
