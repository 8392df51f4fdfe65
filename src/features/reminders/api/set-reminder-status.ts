import { updateDoc, type LembretDoc } from '@/data';

/** The list's quick actions: concluir, cancelar, marcar como enviado, reabrir. */
export function setReminderStatus(id: string, status: LembretDoc['status']): Promise<LembretDoc> {
  return updateDoc('lembrets', id, { status });
}
