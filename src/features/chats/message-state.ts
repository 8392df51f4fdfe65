import type { MessageDoc, SyncStatus } from '@/data';

/**
 * The state shown under a message the firm sent:
 * - 'pendente': still only on this device (not confirmed by the server);
 * - 'enviada': on the server;
 * - 'lida': the client's app marked it read (`readAt`).
 *
 * The data layer counts unconfirmed writes (`pendingWrites`) but has no per-document
 * flag, so "on the server" is derived: a message is confirmed when the server stamped it
 * (`deliveredAt`), when nothing at all is waiting to be pushed (`pendingWrites === 0`), or
 * when it was written before the last moment everything had been pushed and pulled
 * (`lastSyncedAt`, remembered on the device across restarts: confirmed-until.ts). A message
 * another person wrote reached this device through the server, so it is there. Without sync
 * (no Firestore in this build) nothing is ever confirmed, so messages written here stay
 * 'pendente' — which is the truth.
 */
export type MessageState = 'pendente' | 'enviada' | 'lida';

export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  pendente: 'Pendente',
  enviada: 'Enviada',
  lida: 'Lida',
};

export const MESSAGE_STATE_DESCRIPTIONS: Record<MessageState, string> = {
  pendente: 'Ainda não chegou ao servidor; será enviada quando houver conexão',
  enviada: 'Enviada ao servidor',
  lida: 'Lida pelo cliente',
};

export type SyncFacts = Pick<SyncStatus, 'pendingWrites' | 'lastSyncedAt'>;

/** Null for the client's own messages: states describe what the firm sent. */
export function messageState(
  message: Pick<MessageDoc, 'side' | 'createdAt' | 'deliveredAt' | 'readAt'> & { authorUid?: string },
  sync: SyncFacts,
  /** The signed-in person: others' messages came from the server. */
  me?: string,
): MessageState | null {
  if (message.side !== 'staff') return null;
  if (message.readAt) return 'lida';
  if (message.deliveredAt) return 'enviada';
  if (me && message.authorUid && message.authorUid !== me) return 'enviada';
  if (sync.pendingWrites === 0) return 'enviada';
  if (sync.lastSyncedAt && message.createdAt <= sync.lastSyncedAt) return 'enviada';
  return 'pendente';
}
