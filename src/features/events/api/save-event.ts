import { createDoc, updateDoc, type EventDoc } from '@/data';
import type { Editing } from '@/lib/forms/editing';
import { noteDeadlineCreated } from '@/lib/push/alert-offer';
import { eventValuesOf, type EventFormValues } from '../event-form';

/** A new event, or only the fields changed since the form was loaded (updateDoc's `base`). */
export async function saveEvent(values: EventFormValues, editing?: Editing<EventFormValues>): Promise<EventDoc> {
  if (editing)
    return updateDoc('events', editing.id, eventValuesOf(values), {
      base: editing.loaded && eventValuesOf(editing.loaded),
    });
  const created = await createDoc('events', eventValuesOf(values));
  // The first deadline made on this device is when staff alerts are offered (issue 36).
  noteDeadlineCreated(created.createdBy, created.kind);
  return created;
}
