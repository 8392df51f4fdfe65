import { updateDoc, type ProcessStatusDoc } from '@/data';

/** Shows a timeline entry to the client, or hides it again (a hidden entry notifies nobody). */
export function toggleTimelineVisibility(entry: ProcessStatusDoc): Promise<ProcessStatusDoc> {
  return updateDoc('status_proccess', entry.id, {
    visibleToClient: !entry.visibleToClient,
    ...(entry.visibleToClient ? { notifyClient: false } : {}),
  });
}
