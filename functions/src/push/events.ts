import type { DocumentData } from 'firebase-admin/firestore';
import type { DeliveryFailure } from '@advocacia/shared/config/backend';
import { toPlainText } from '@advocacia/shared/text-styles/markup';
import { formatCnj } from '@advocacia/shared/validation/cnj';
import { BACKEND_ACTOR, replicatedStamp } from '../replicated.js';
import { millis, notifyClient, type NotifyOutcome, type PushDeps } from './notify-client.js';

/**
 * What reaches a client's phone, as plain functions of the documents: production runs them
 * from Firestore triggers and a schedule (index.ts); `npm start` and the tests run the very
 * same functions from a local listener (local-jobs.ts), because the Functions emulator cannot
 * see the events of the Firestore emulator these machines run (see the README, "The backend").
 */

export const NOTICE_TITLES = {
  message: 'Nova mensagem do escritório',
  timeline: 'Andamento do seu processo',
} as const;

/** A staff message in a client's chat, once it is on the server. */
export async function onMessageCreated(
  deps: PushDeps,
  id: string,
  message: DocumentData | undefined,
): Promise<NotifyOutcome | null> {
  if (!message || message._deleted === true || message.side !== 'staff') return null;
  const chat = (await deps.db.doc(`chats/${String(message.chatId)}`).get()).data();
  if (!chat || typeof chat.clientId !== 'string') return null;
  const text = toPlainText(String(message.text ?? '')).trim();
  const attachments = Array.isArray(message.attachments) ? (message.attachments as { name?: unknown }[]) : [];
  const body =
    text ||
    (attachments.length > 0 ? `Anexo: ${attachments.map((a) => String(a.name ?? '')).join(', ')}` : 'Nova mensagem');
  return notifyClient(deps, `mensagem-${id}`, {
    kind: 'mensagem',
    sourceId: id,
    clientId: chat.clientId,
    title: NOTICE_TITLES.message,
    body,
    data: { chatId: String(message.chatId) },
  });
}

/**
 * A timeline entry the client may see and staff asked to notify ("visível ao cliente" +
 * "avisar o cliente"): once, when it first is both (an edit later does not notify again).
 */
export async function onTimelineEntryWritten(
  deps: PushDeps,
  id: string,
  entry: DocumentData | undefined,
): Promise<NotifyOutcome | null> {
  if (
    !entry ||
    entry._deleted === true ||
    entry.visibleToClient !== true ||
    entry.notifyClient !== true ||
    typeof entry.clientId !== 'string'
  )
    return null;
  const process = (await deps.db.doc(`proccess/${String(entry.processId)}`).get()).data();
  const cnj = typeof process?.cnj === 'string' && process.cnj.length === 20 ? formatCnj(process.cnj) : null;
  const description = toPlainText(String(entry.description ?? '')).trim();
  return notifyClient(deps, `andamento-${id}`, {
    kind: 'andamento',
    sourceId: id,
    clientId: entry.clientId,
    title: cnj ? `${NOTICE_TITLES.timeline} ${cnj}` : NOTICE_TITLES.timeline,
    body: description ? `${String(entry.status)}: ${description}` : String(entry.status),
    data: { processId: String(entry.processId) },
  });
}

/** A failed reminder (no device yet, Expo down…) is tried again after this long, or as soon as staff edit it. */
export const REMINDER_RETRY_MS = 10 * 60_000;
// dueAt may carry any UTC offset (±14 h): the query reaches that far ahead, the exact check is done here.
const OFFSET_REACH_MS = 14 * 60 * 60_000;

export interface DueRemindersReport {
  sent: string[];
  failed: { id: string; reason: DeliveryFailure }[];
  skipped: string[];
}

/**
 * Every reminder with "avisar o cliente" that is due and still `pendente`: sent to the client's
 * phone, then `enviado` (nobody clicks by hand). A failed send leaves it `pendente` with the
 * reason's code in `deliveryError`, shown on the reminder. The reminder is changed only if it
 * is still what was sent (same due time, still pendente and notifying): a staff edit made
 * meanwhile wins, and is sent on the next run if it is still due.
 */
export async function sendDueReminders(deps: PushDeps): Promise<DueRemindersReport> {
  const now = deps.now?.() ?? new Date();
  const report: DueRemindersReport = { sent: [], failed: [], skipped: [] };
  const candidates = await deps.db
    .collection('lembrets')
    .where('status', '==', 'pendente')
    .where('notifyClient', '==', true)
    .where('dueAt', '<=', new Date(now.getTime() + OFFSET_REACH_MS).toISOString())
    .get();
  for (const snapshot of candidates.docs) {
    const reminder = snapshot.data();
    const dueAt = Date.parse(String(reminder.dueAt));
    if (reminder._deleted === true || typeof reminder.clientId !== 'string' || !(dueAt <= now.getTime())) continue;
    const message = toPlainText(String(reminder.message ?? '')).trim();
    const outcome = await notifyClient(
      deps,
      `lembrete-${snapshot.id}-${String(reminder.dueAt).replace(/[^0-9A-Za-z]/g, '')}`,
      {
        kind: 'lembrete',
        sourceId: snapshot.id,
        clientId: reminder.clientId,
        title: String(reminder.title),
        body: message || String(reminder.title),
      },
      { retryFailedAfterMs: REMINDER_RETRY_MS, sourceUpdatedAt: String(reminder.updatedAt ?? '') },
    );
    // Sent now; or sent by an earlier run that stopped before marking the reminder — unless
    // staff changed the reminder since (reopened it, say): their decision stands.
    const sentBefore =
      outcome.outcome === 'skipped' &&
      outcome.previous === 'enviada' &&
      millis(reminder.updatedAt) <= millis(outcome.attemptAt);
    if (outcome.outcome === 'skipped' && !sentBefore) {
      report.skipped.push(snapshot.id);
      continue;
    }
    const sent = outcome.outcome !== 'failed';
    await deps.db.runTransaction(async (tx) => {
      const current = (await tx.get(snapshot.ref)).data();
      if (
        !current ||
        current._deleted === true ||
        current.status !== 'pendente' ||
        current.notifyClient !== true ||
        current.dueAt !== reminder.dueAt
      )
        return;
      const deliveryError = outcome.outcome === 'failed' ? outcome.reason : null;
      if (!sent && current.deliveryError === deliveryError) return; // nothing new for the devices to pull
      const stamp = replicatedStamp(deps, BACKEND_ACTOR);
      tx.update(snapshot.ref, { ...(sent ? { status: 'enviado' } : {}), deliveryError, ...stamp.for(snapshot.id) });
    });
    if (outcome.outcome === 'failed') report.failed.push({ id: snapshot.id, reason: outcome.reason });
    else report.sent.push(snapshot.id);
  }
  return report;
}
