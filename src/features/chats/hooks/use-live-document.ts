import { useEffect, useState } from 'react';
import { observeDocument, type ChatDoc, type ClientDoc, type LiveResult } from '@/data';

type Name = 'chats' | 'clients';
type DocOfName<N extends Name> = N extends 'chats' ? ChatDoc : ClientDoc;

/**
 * `useDocument` that starts from a copy the screen already holds (the chat list's row):
 * the conversation's first render already has it (no wait for a replica read), and
 * the live document replaces the copy as soon as it arrives.
 */
export function useLiveDocument<N extends Name>(
  name: N,
  id: string | null | undefined,
  known?: DocOfName<N> | null,
): LiveResult<DocOfName<N> | null> {
  const seed = known && id && known.id === id ? known : null;
  const [state, setState] = useState<{ id: string | null | undefined; result: LiveResult<DocOfName<N> | null> }>(
    () => ({
      id,
      result: { data: seed, loading: Boolean(id) && !seed, error: null },
    }),
  );
  // A new id: start again from what is known about it (no flash of the previous document).
  let current = state;
  if (state.id !== id) {
    current = { id, result: { data: seed, loading: Boolean(id) && !seed, error: null } };
    setState(current);
  }
  useEffect(() => {
    if (!id) return;
    const sub = observeDocument(name, id).subscribe({
      next: (data) => setState({ id, result: { data: data as DocOfName<N> | null, loading: false, error: null } }),
      error: (error: unknown) =>
        setState((s) => ({
          id,
          result: { ...s.result, loading: false, error: error instanceof Error ? error : new Error(String(error)) },
        })),
    });
    return () => sub.unsubscribe();
  }, [name, id]);
  return current.result;
}
