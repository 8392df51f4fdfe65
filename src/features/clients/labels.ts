import type { CLIENT_KINDS } from '@/data';

/** The words the screens show for the codes the data layer stores. */
export const CLIENT_KIND_LABELS: Record<(typeof CLIENT_KINDS)[number], string> = {
  PF: 'Pessoa física',
  PJ: 'Pessoa jurídica',
};
