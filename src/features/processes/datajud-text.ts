import type { ProcessDoc } from '@/data';
import { formatDateTime } from '@/lib/format';

/**
 * The words for DataJud (issue 16): the backend and the data layer record codes
 * (packages/shared/src/datajud/tracking.ts); the screens say them in Portuguese, here.
 */

/** One line on the process: when DataJud was consulted, or why it was not. */
export function datajudStatusText(process: Pick<ProcessDoc, 'type' | 'datajud'>): string {
  const d = process.datajud;
  if (process.type !== 'Judicial') return 'Processo extrajudicial: sem consulta ao DataJud.';
  if (!d) return 'Ainda não consultado no DataJud. A consulta automática acontece uma vez por dia.';
  const when = formatDateTime(d.checkedAt);
  switch (d.status) {
    case 'ok':
      return `Consultado no DataJud em ${when}`;
    case 'not-found':
      return `Não encontrado no DataJud (processo em segredo de justiça ou ainda não enviado pelo tribunal). Consultado em ${when}.`;
    case 'unavailable':
      return `DataJud indisponível na última tentativa, em ${when}. Uma nova tentativa será feita automaticamente.`;
    case 'not-covered':
      return 'O tribunal deste processo não é coberto pelo DataJud (por exemplo, STF).';
    case 'invalid-number':
      return 'Número CNJ inválido: não é possível consultar o DataJud. Corrija o número do processo.';
  }
}

/** "1 nova movimentação" / "N novas movimentações". */
export function newMovementsText(count: number): string {
  return count === 1 ? '1 nova movimentação' : `${count} novas movimentações`;
}

/** The court's DataJud name, as people write it (tjsp → TJSP, tre-sp → TRE-SP). */
export function courtLabel(alias: string): string {
  return alias.toUpperCase();
}

/** What "Atualizar agora" says when it is done. */
export function refreshResultText(result: { status: NonNullable<ProcessDoc['datajud']>['status']; added: number }): {
  title: string;
  description?: string;
} {
  if (result.status === 'ok') {
    return result.added > 0
      ? { title: 'DataJud consultado', description: `${newMovementsText(result.added)} no andamento.` }
      : { title: 'DataJud consultado', description: 'Nenhuma movimentação nova.' };
  }
  return {
    title: 'DataJud consultado',
    description: datajudStatusText({
      type: 'Judicial',
      datajud: { alias: '', checkedAt: new Date().toISOString(), lastChangeAt: '', newCount: 0, status: result.status },
    }),
  };
}
