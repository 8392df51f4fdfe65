import { createDoc, updateDoc, type ClientDoc } from '@/data';
import type { ClientFormOutput } from '../client-form';

/** Creates the client on the local replica (works offline; replication carries it later). */
export function createClient(values: ClientFormOutput): Promise<ClientDoc> {
  return createDoc('clients', { ...values, appUid: null });
}

/** Saves the fields changed since `loaded` (see updateDoc's `base`); `appUid` (the mobile-app link) is left as it is. */
export function updateClient(id: string, values: ClientFormOutput, loaded?: ClientFormOutput): Promise<ClientDoc> {
  return updateDoc('clients', id, values, { base: loaded });
}
