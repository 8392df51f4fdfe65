import type { LAYOUT_KINDS } from '@/data';

/** The words the screens show for the codes the data layer stores. */
export const LAYOUT_KIND_LABELS: Record<(typeof LAYOUT_KINDS)[number], string> = {
  procuracao: 'Procuração',
  contrato_honorarios: 'Contrato de honorários',
  declaracao: 'Declaração',
  mensagem: 'Mensagem',
  outro: 'Outro',
};
