import { useMemo } from 'react';
import { useLiveQuery } from '@/data';
import { closuresOf, type ClosureEntry } from '../closures';

/** The firm's "Feriados e suspensões", live from the local replica (offline too). */
export function useFirmClosures(): { closures: ClosureEntry[]; loading: boolean } {
  const { data, loading } = useLiveQuery('events', { selector: { kind: 'outro', allDay: true } });
  const closures = useMemo(() => closuresOf(data), [data]);
  return { closures, loading };
}
