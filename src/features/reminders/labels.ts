import type { LEMBRET_STATUSES } from '@/data';

/** The words the screens show for the codes the data layer stores. */
export const LEMBRET_STATUS_LABELS: Record<(typeof LEMBRET_STATUSES)[number], string> = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};
