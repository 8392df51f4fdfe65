import { createDoc, updateDoc, type CategoryDoc, type CategoryValues } from '@/data';
import type { Editing } from '@/lib/forms/editing';

/** A new category, or only the fields changed since the form was loaded (updateDoc's `base`), so a change saved meanwhile elsewhere is kept. */
export function saveCategory(values: CategoryValues, editing?: Editing<CategoryValues>): Promise<CategoryDoc> {
  return editing
    ? updateDoc('categories', editing.id, values, { base: editing.loaded })
    : createDoc('categories', values);
}
