import { appendLog, requireDatabase } from '@/data';
import { signatureLogEntries, type SignatureRecord } from '../signature/signature-log';

/** Keeps a document's signature in the audit trail (append-only), where the layout's page reads it back. */
export async function recordSignature(record: SignatureRecord, actorUid: string): Promise<void> {
  const db = requireDatabase();
  for (const entry of signatureLogEntries(record, actorUid)) await appendLog(db, entry);
}
