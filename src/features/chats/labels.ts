import type { CHAT_STATUSES } from '@/data';

/** The words the screens show for the codes the data layer stores. */
export const CHAT_STATUS_LABELS: Record<(typeof CHAT_STATUSES)[number], string> = {
  aberto: 'Aberto',
  aguardando: 'Aguardando',
  encerrado: 'Encerrado',
};
