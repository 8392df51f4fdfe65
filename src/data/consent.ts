import type { AppDatabase } from './database';
import type { ClientDoc } from './collections';
import { requireDatabase } from './session';

/**
 * LGPD consent, enforced (not only recorded): a client without recorded consent for messages
 * (`clients.consent.messaging`) receives no messages and no notifications. The app refuses
 * such a write here, on the device; firestore.rules refuse it on the server. Codes only: the
 * words live in the features (features/clients/consent-text.ts).
 */
export const NO_CONSENT = 'no-consent' as const;

export class ConsentRequiredError extends Error {
  readonly code = NO_CONSENT;
  constructor(readonly clientId: string) {
    super(`client ${clientId} has no recorded consent for messages`);
    this.name = 'ConsentRequiredError';
  }
}

/** Whether the client may receive messages; a client this device does not hold is not judged here (the server rules check what they can). */
export function hasMessagingConsent(client: Pick<ClientDoc, 'consent'> | null | undefined): boolean {
  return !client || client.consent.messaging === true;
}

/** Throws ConsentRequiredError when the client exists in the replica and has not consented to messages. */
export async function assertMessagingConsent(
  clientId: string | null | undefined,
  options?: { db?: AppDatabase },
): Promise<void> {
  if (!clientId) return;
  const db = options?.db ?? requireDatabase();
  const client = await db.collections.clients?.findOne(clientId).exec();
  if (client && !hasMessagingConsent(client.toJSON() as ClientDoc)) throw new ConsentRequiredError(clientId);
}
