import { createDoc, updateDoc, type FaqDoc, type FaqValues } from '@/data';
import type { Editing } from '@/lib/forms/editing';

/** A new FAQ entry, or only the fields changed since the form was loaded (updateDoc's `base`). */
export function saveFaq(values: FaqValues, editing?: Editing<FaqValues>): Promise<FaqDoc> {
  return editing ? updateDoc('faq', editing.id, values, { base: editing.loaded }) : createDoc('faq', values);
}
