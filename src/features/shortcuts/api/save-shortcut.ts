import { createDoc, updateDoc, type ShortcutDoc, type ShortcutValues } from '@/data';
import type { Editing } from '@/lib/forms/editing';

/** A new shortcut, or only the fields changed since the form was loaded; refused (DataError 'duplicate') when another shortcut has the trigger. */
export function saveShortcut(values: ShortcutValues, editing?: Editing<ShortcutValues>): Promise<ShortcutDoc> {
  return editing
    ? updateDoc('shortcuts', editing.id, values, { base: editing.loaded })
    : createDoc('shortcuts', values);
}
