import { useId } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';

/** Free text with `suggestions` offered while typing (a native datalist); any other text is accepted too. */
export function SuggestInput({ suggestions, ...rest }: Omit<InputProps, 'list'> & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <Input {...rest} list={listId} />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </>
  );
}
