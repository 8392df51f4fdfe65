import { matchesSearch } from '@/components/data-list';
import type { ProcessDoc } from '@/data';

/**
 * The firm-wide search of /processos (issue 42). A CNJ number is matched on its digits, so
 * "0001234-56.2024.8.26.0100", "00012345620248260100" or a part such as "1234-56" all find
 * the process (stored unmasked, `proccess.cnj`). Words match the subject, court, area,
 * status, the responsible lawyer's name and — through the clients found by the client search
 * index — the client's name.
 */
export interface ProcessSearchContext {
  /** Display names of the staff by uid (the responsible lawyer). */
  staffNames: ReadonlyMap<string, string>;
  /** Clients whose name or document matches the term (from the client search index). */
  matchingClientIds?: ReadonlySet<string>;
}

/** At least this many digits before a term is read as (part of) a CNJ number: "2" alone would match every process. */
export const MIN_CNJ_DIGITS = 4;

/** The digits a term holds when it looks like a (partial) CNJ number: digits and CNJ punctuation only. */
export function cnjDigitsOf(term: string): string | undefined {
  const t = term.trim();
  if (!/^[\d.\-/\s]+$/.test(t)) return undefined;
  const digits = t.replace(/\D/g, '');
  return digits.length >= MIN_CNJ_DIGITS ? digits : undefined;
}

export function processMatches(p: ProcessDoc, term: string, ctx: ProcessSearchContext): boolean {
  const t = term.trim();
  if (!t) return true;
  const digits = cnjDigitsOf(t);
  if (digits !== undefined) return p.cnj.includes(digits);
  const responsible = p.responsibleUid ? ctx.staffNames.get(p.responsibleUid) : undefined;
  return (
    matchesSearch(t, p.subject, p.court, p.legalArea, p.currentStatus, responsible) ||
    (ctx.matchingClientIds?.has(p.clientId) ?? false)
  );
}

// A type, not an interface: useListState's filters are a Record<string, string>.
export type ProcessFilters = {
  /** '' (all), 'Judicial' or 'Extrajudicial'. */
  type: string;
  status: string;
  responsibleUid: string;
};

export function processPassesFilters(p: ProcessDoc, f: ProcessFilters): boolean {
  return (
    (!f.type || p.type === f.type) &&
    (!f.status || p.currentStatus === f.status) &&
    (!f.responsibleUid || p.responsibleUid === f.responsibleUid)
  );
}

/** The statuses in use, for the status filter (sorted, pt-BR). */
export function statusesOf(processes: readonly ProcessDoc[]): string[] {
  return [...new Set(processes.map((p) => p.currentStatus).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
}
