import type { ProcessStatusDoc } from '@/data';
import {
  addBusinessDays,
  courtCalendar,
  DEFAULT_INTIMATION_DAYS,
  intimationDeadline,
  toBr,
  type IsoDay,
} from '@/lib/deadlines';
import { awaitsTriage, isNewPublication } from '@advocacia/shared/djen/publication';
import { formatCnj } from '@advocacia/shared/validation/cnj';

/** "TJSP · Intimação · 12/03/2026" — how a publication is named on every screen. */
export function publicationTitle(p: ProcessStatusDoc): string {
  return [p.djen?.court, p.djen?.kind || p.status, p.djen?.availableOn ? toBr(p.djen.availableOn) : '']
    .filter(Boolean)
    .join(' · ');
}

export function publicationCnj(p: ProcessStatusDoc): string {
  return p.djen?.cnj ? formatCnj(p.djen.cnj) : 'sem número de processo';
}

export const deadlineCreatedText = (dueOn: string) => `Prazo criado: ${toBr(dueOn)}`;

/**
 * An intimation nobody has dealt with yet (issue 36): the due date it would have if the lawyer
 * were intimated today, for the CPC's general 15 business days in its court's calendar — or the
 * date counted from its DJEN availability when that is earlier (the gazette's date may already be
 * running: the earlier one is never a surprise). Null once a deadline exists, or dismissed/read.
 */
export function provisionalDueOn(p: ProcessStatusDoc, today: IsoDay): IsoDay | null {
  if (p.deadlineDueOn || !(isNewPublication(p) || awaitsTriage(p))) return null;
  const { options } = courtCalendar(p.djen?.court ?? '', p.djen?.cnj ?? '');
  const ifToday = addBusinessDays(today, DEFAULT_INTIMATION_DAYS, options).dueDate;
  const availableOn = p.djen?.availableOn ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(availableOn)) return ifToday;
  const fromGazette = intimationDeadline(availableOn, DEFAULT_INTIMATION_DAYS, options).dueOn;
  return fromGazette < ifToday ? fromGazette : ifToday;
}

export const provisionalDueText = (dueOn: IsoDay) => `vence em ${toBr(dueOn)} se intimado hoje`;

/** "Cancelada pelo tribunal em 14/03/2026: Publicado em duplicidade" (issue 38), or null. */
export function cancellationText(p: ProcessStatusDoc): string | null {
  if (!p.cancellation || !/^\d{4}-\d{2}-\d{2}$/.test(p.cancellation.on)) return null;
  return `Cancelada pelo tribunal em ${toBr(p.cancellation.on)}: ${p.cancellation.reason}`;
}
