import type { EventDoc } from '@/data';
import { closureKindOfId } from '@advocacia/shared/deadlines/closure-id';
import { normalizeCourtCode, type FirmClosure } from '@/lib/deadlines';

/**
 * The firm's "Feriados e suspensões" (issue 38) are typed documents of `events`, the firm's
 * calendar, which every device already replicates and reads offline: no 14th collection and no
 * schema change. A closure is an all-day event of kind `outro` whose id says what it is
 * (`feriado-…` a municipal or court holiday, `suspensao-…` a portaria or a system outage), whose
 * `location` names the courts it applies to ("TJSP, TRT15"; "Todos os tribunais" = every court) and
 * whose `notes` keep its legal basis. It shows on the agenda as the day the courts are closed;
 * firestore.rules let only admins write those ids.
 */
export const CLOSURE_KINDS = ['feriado', 'suspensao'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

export const ALL_COURTS = 'Todos os tribunais';

export { isClosureId } from '@advocacia/shared/deadlines/closure-id';

export interface ClosureEntry extends FirmClosure {
  id: string;
  basis: string;
}

/** Court codes from what an admin typed ("tjsp, TRT-15"), deduplicated; [] = every court. */
export function parseCourts(text: string): string[] {
  if (text.trim() === ALL_COURTS) return [];
  return [
    ...new Set(
      text
        .split(/[,;\s]+/)
        .map(normalizeCourtCode)
        .filter(Boolean),
    ),
  ];
}

/** The closure an `events` document holds, or null when it is not one or is malformed (then it counts for nothing). */
export function closureOfEvent(doc: EventDoc): ClosureEntry | null {
  const kind = closureKindOfId(doc.id);
  if (!kind || doc.kind !== 'outro' || !doc.allDay) return null;
  const from = doc.start.slice(0, 10);
  const to = doc.end.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return null;
  return {
    id: doc.id,
    kind,
    name: doc.title,
    from,
    to,
    courts: parseCourts(doc.location),
    basis: doc.notes,
  };
}

/** The closures among events documents, oldest first. */
export function closuresOf(docs: readonly EventDoc[]): ClosureEntry[] {
  return docs
    .map(closureOfEvent)
    .filter((c): c is ClosureEntry => c !== null)
    .sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id));
}

/** "TJSP, TRT15" or "Todos os tribunais". */
export function courtsText(courts: readonly string[]): string {
  return courts.length === 0 ? ALL_COURTS : courts.join(', ');
}
