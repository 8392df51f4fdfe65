import { createDoc, findDocs, updateDoc, type EditableOf, type ProcessDoc, type ProcessStatusDoc } from '@/data';
import { formatCnj } from '@advocacia/shared/validation/cnj';

export function createProcess(values: EditableOf<'proccess'>): Promise<ProcessDoc> {
  return createDoc('proccess', values, { summary: `Criou o processo ${processLabel(values)}` });
}

/*
 * Audit lines name a process by its CNJ number (public) or, without one, as extrajudicial:
 * subjects and timeline steps are free text that may hold a client's name, and the audit
 * trail is append-only, so an anonymisation could not take it back (LGPD).
 */

/** Saves the fields changed since `loaded` (see updateDoc's `base`). */
export function updateProcess(
  id: string,
  values: EditableOf<'proccess'>,
  loaded?: EditableOf<'proccess'>,
): Promise<ProcessDoc> {
  return updateDoc('proccess', id, values, { base: loaded });
}

/** '0000002-65.2005.4.05.8100', or 'extrajudicial' when there is no number. */
export function processLabel(p: Pick<ProcessDoc, 'cnj'>): string {
  return p.cnj ? formatCnj(p.cnj) : 'extrajudicial';
}

/**
 * Adds a timeline entry. When it is the newest entry of the process, the process's current
 * status follows it, so lists and the home page show the latest step without reading the
 * whole timeline.
 */
export async function addTimelineEntry(
  process: ProcessDoc,
  entry: EditableOf<'status_proccess'>,
): Promise<ProcessStatusDoc> {
  const created = await createDoc('status_proccess', entry, {
    summary: `Novo andamento no processo ${processLabel(process)}`,
  });
  const newer = await findDocs('status_proccess', {
    selector: { processId: process.id, date: { $gt: entry.date } },
    limit: 1,
  });
  if (newer.length === 0 && process.currentStatus !== entry.status) {
    await updateDoc(
      'proccess',
      process.id,
      { currentStatus: entry.status },
      { summary: `Status do processo ${processLabel(process)} atualizado pelo último andamento` },
    );
  }
  return created;
}
