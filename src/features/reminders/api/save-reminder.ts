import { assertMessagingConsent, createDoc, updateDoc, type LembretDoc, type LembretValues } from '@/data';

/** A reminder that will notify its client (still pending): the client must have consented (LGPD). */
function notifies(values: Pick<LembretValues, 'notifyClient' | 'status' | 'clientId'>): boolean {
  return values.notifyClient && values.status === 'pendente' && values.clientId !== null;
}

/** Saves a new reminder; refuses one that would notify a client without recorded consent (ConsentRequiredError). */
export async function createReminder(values: LembretValues): Promise<LembretDoc> {
  if (notifies(values)) await assertMessagingConsent(values.clientId);
  return createDoc('lembrets', values);
}

/** Saves the fields changed since `loaded`; the same consent rule as createReminder. */
export async function updateReminder(id: string, values: LembretValues, loaded: LembretValues): Promise<LembretDoc> {
  if (notifies(values)) await assertMessagingConsent(values.clientId);
  return updateDoc('lembrets', id, values, { base: loaded });
}
