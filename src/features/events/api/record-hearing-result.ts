import type { EventDoc, ProcessDoc, ProcessStatusDoc } from '@/data';
import { addTimelineEntry } from '@/features/processes/timeline-writes';
import type { HearingResultPlan } from '../hearing-result';
import { saveEvent } from './save-event';

/**
 * Writes a hearing's result (issue 42): the timeline entry on the process, then the next
 * deadline or hearing. Local writes, synced later like every write (works offline).
 */
export async function recordHearingResult(
  process: ProcessDoc,
  plan: HearingResultPlan,
): Promise<{ entry: ProcessStatusDoc; next: EventDoc | null }> {
  const entry = await addTimelineEntry(process, plan.entry);
  const next = plan.next ? await saveEvent(plan.next) : null;
  return { entry, next };
}
