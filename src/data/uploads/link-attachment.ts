import { getDoc, updateDoc } from '../repository';
import type { PendingUpload } from './pending-uploads';

/** Writes the download URL of an uploaded file into its message (the file stays identified by its Storage path). */
export async function linkAttachmentUrl(messageId: string, storagePath: string, downloadUrl: string): Promise<void> {
  const message = await getDoc('messages', messageId);
  if (!message) return; // deleted meanwhile: nothing to link
  const attachments = message.attachments.map((a) => (a.storagePath === storagePath ? { ...a, downloadUrl } : a));
  await updateDoc('messages', messageId, { attachments }, { summary: 'Anexo enviado ao armazenamento' });
}

/** Writes the download URL of an uploaded document into its timeline entry (issue 42). */
export async function linkDocumentUrl(entryId: string, storagePath: string, downloadUrl: string): Promise<void> {
  const entry = await getDoc('status_proccess', entryId);
  if (!entry?.document || entry.document.storagePath !== storagePath) return; // deleted meanwhile
  await updateDoc(
    'status_proccess',
    entryId,
    { document: { ...entry.document, downloadUrl } },
    { summary: 'Documento enviado ao armazenamento' },
  );
}

/** Where an uploaded file's URL goes: its message, or its document's entry. */
export function linkUploadUrl(upload: PendingUpload, downloadUrl: string): Promise<void> {
  return upload.document
    ? linkDocumentUrl(upload.document.entryId, upload.storagePath, downloadUrl)
    : linkAttachmentUrl(upload.messageId, upload.storagePath, downloadUrl);
}
