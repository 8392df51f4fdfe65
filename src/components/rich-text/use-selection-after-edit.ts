import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * React puts a textarea's caret at the end when its value is changed by code. Call the
 * returned function with the selection the edit should leave (before setting the new
 * value); once the value has changed, the textarea gets the focus and that selection back.
 */
export function useSelectionAfterEdit(textareaRef: RefObject<HTMLTextAreaElement | null>, value: string) {
  const pending = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const selection = pending.current;
    const el = textareaRef.current;
    if (!selection || !el) return;
    pending.current = null;
    el.focus();
    el.setSelectionRange(selection[0], selection[1]);
  }, [value, textareaRef]);
  return useCallback((start: number, end = start) => {
    pending.current = [start, end];
  }, []);
}
