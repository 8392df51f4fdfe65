import type { EventDoc } from '@/data';
import { eventInterval } from './agenda';

type Timed = Pick<EventDoc, 'id' | 'start' | 'end' | 'allDay' | 'responsibleUid'>;

/**
 * Events of the same person whose time overlaps `candidate` (itself excluded). Without a
 * responsible person there is nobody to be double-booked, so nothing overlaps. Touching
 * intervals (one ends at 10:00, the next starts at 10:00) do not overlap.
 */
export function findOverlaps<T extends Timed>(
  candidate: Omit<Timed, 'id'> & { id?: string },
  events: readonly T[],
): T[] {
  if (!candidate.responsibleUid) return [];
  const [start, end] = eventInterval(candidate);
  return events.filter((e) => {
    if (e.id === candidate.id || e.responsibleUid !== candidate.responsibleUid) return false;
    const [s, f] = eventInterval(e);
    return s < end && start < f;
  });
}
