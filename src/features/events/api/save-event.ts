import { createDoc, updateDoc, type EventDoc } from '@/data';
import type { Editing } from '@/lib/forms/editing';
import { eventValuesOf, type EventFormValues } from '../event-form';

/** A new event, or only the fields changed since the form was loaded (updateDoc's `base`). */
export function saveEvent(values: EventFormValues, editing?: Editing<EventFormValues>): Promise<EventDoc> {
  return editing
    ? updateDoc('events', editing.id, eventValuesOf(values), { base: editing.loaded && eventValuesOf(editing.loaded) })
    : createDoc('events', eventValuesOf(values));
}
