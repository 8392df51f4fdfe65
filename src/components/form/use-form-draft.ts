import { useCallback, useEffect, useRef, useState } from 'react';
import type { Draft } from '@/lib/drafts';
import { useDraft } from '@/lib/hooks/use-draft';

interface DraftableForm<Values> {
  values: Values;
  dirty: boolean;
  setValue: <K extends keyof Values>(key: K, value: Values[K]) => void;
}

export interface FormDraft<Values = unknown> {
  /** A draft from an earlier visit, waiting for "Continuar" or "Descartar"; null otherwise. */
  offer: Draft<Values> | null;
  restore: () => void;
  discard: () => void;
  /** The form was saved: its draft goes (call before the page moves on). */
  clear: () => void;
}

/**
 * A half-filled form kept on this device (lib/drafts.ts) while it differs from what it was
 * loaded with: leaving the page, reloading or closing the tab keeps it; coming back offers it
 * ("Você tem um rascunho de 14:32 — Continuar / Descartar", `DraftNotice`). Back to its loaded
 * values or saved, the form has no draft. An offered draft is not overwritten until the person
 * answers. `onRestore` lets a form react to restored values (e.g. not re-fill an address).
 */
export function useFormDraft<Values extends Record<string, unknown>>(
  scope: string | null,
  form: DraftableForm<Values>,
  onRestore?: (values: Values) => void,
): FormDraft<Values> {
  const slot = useDraft<Values>(scope);
  const [offer, setOffer] = useState(() =>
    slot.initial && JSON.stringify(slot.initial.values) !== JSON.stringify(form.values) ? slot.initial : null,
  );
  const json = JSON.stringify(form.values);
  const latest = useRef({ json, values: form.values });
  const wasDirty = useRef(false);
  // The values a save cleared the draft for: a render that still shows them must not write it again.
  const savedJson = useRef<string | null>(null);
  const { save, clear: clearSlot } = slot;
  const { values, dirty, setValue } = form;

  useEffect(() => {
    latest.current = { json, values };
    if (offer) return;
    if (dirty) {
      wasDirty.current = true;
      if (savedJson.current !== json) save(values);
    } else if (wasDirty.current) {
      wasDirty.current = false;
      clearSlot();
    }
    // `json` stands for `values` (a new object on every keystroke, same content after a reset).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json, dirty, offer, save, clearSlot]);

  const restore = useCallback(() => {
    if (!offer) return;
    for (const [key, value] of Object.entries(offer.values)) {
      // Only fields this form still has, with a value of the same kind (a draft from an older version of the app).
      if (key in latest.current.values && typeof value === typeof latest.current.values[key])
        setValue(key as keyof Values, value as Values[keyof Values]);
    }
    onRestore?.(offer.values);
    setOffer(null);
  }, [offer, setValue, onRestore]);

  const discard = useCallback(() => {
    clearSlot();
    setOffer(null);
  }, [clearSlot]);

  const clear = useCallback(() => {
    savedJson.current = latest.current.json;
    clearSlot();
  }, [clearSlot]);

  return { offer, restore, discard, clear };
}
