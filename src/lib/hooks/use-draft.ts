import { useCallback, useMemo, useState } from 'react';
import { currentActorUid } from '@/data';
import { readDraft, removeDraft, writeDraft, type Draft } from '@/lib/drafts';

export interface DraftSlot<T> {
  /** The draft found when the screen opened (null: none, or no one signed in). */
  initial: Draft<T> | null;
  /** Keeps `values` as the draft now (localStorage: a reload, a closed tab or an app killed in the background keep it). */
  save: (values: T) => void;
  clear: () => void;
}

/**
 * The signed-in person's draft for one place on this device (`scope`: "chat:<id>",
 * "cliente:novo", "evento:<id>"…; null: no drafts here). Writes are synchronous and small, so
 * nothing waits for a timer that a closing tab would never run.
 */
export function useDraft<T>(scope: string | null): DraftSlot<T> {
  const uid = currentActorUid();
  const [initial] = useState(() => (uid && scope ? readDraft<T>(uid, scope) : null));
  const save = useCallback((values: T) => uid && scope && writeDraft(uid, scope, values), [uid, scope]);
  const clear = useCallback(() => uid && scope && removeDraft(uid, scope), [uid, scope]);
  return useMemo(() => ({ initial, save, clear }), [initial, save, clear]);
}
