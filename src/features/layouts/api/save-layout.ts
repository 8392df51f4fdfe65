import * as v from 'valibot';
import { createDoc, layoutInputSchema, updateDoc, type LayoutDoc, type LayoutInput } from '@/data';
import type { Editing } from '@/lib/forms/editing';

/**
 * A new layout, or only the fields changed since the form was loaded. The collection's schema
 * has the last word on the values; a loaded version it no longer accepts (an older record) is no
 * base, so every field is written.
 */
export async function saveLayout(values: LayoutInput, editing?: Editing<LayoutInput>): Promise<LayoutDoc> {
  const parsed = v.parse(layoutInputSchema, values);
  if (!editing) return createDoc('layouts', parsed);
  const base = v.safeParse(layoutInputSchema, editing.loaded);
  return updateDoc('layouts', editing.id, parsed, { base: base.success ? base.output : undefined });
}
