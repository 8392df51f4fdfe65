import { updateDoc } from '@/data';
import type { OrderChange } from '../reorder';

/** Writes a reorder plan (see reorder.ts), one audited update per entry that changes place. */
export async function applyOrderChanges(changes: readonly OrderChange[]): Promise<void> {
  for (const change of changes) await updateDoc('faq', change.id, { order: change.order });
}
