import type { ProcessStatusDoc } from '@/data';
import { toBr } from '@/lib/deadlines';
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

/** "Cancelada pelo tribunal em 14/03/2026: Publicado em duplicidade" (issue 38), or null. */
export function cancellationText(p: ProcessStatusDoc): string | null {
  if (!p.cancellation || !/^\d{4}-\d{2}-\d{2}$/.test(p.cancellation.on)) return null;
  return `Cancelada pelo tribunal em ${toBr(p.cancellation.on)}: ${p.cancellation.reason}`;
}
