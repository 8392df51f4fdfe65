import type { EVENT_KINDS } from '@/data';

/** The words the screens show for the codes the data layer stores. */
export const EVENT_KIND_LABELS: Record<(typeof EVENT_KINDS)[number], string> = {
  audiencia: 'Audiência',
  prazo: 'Prazo',
  reuniao: 'Reunião',
  outro: 'Outro',
};
