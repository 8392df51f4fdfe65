import { getDoc, updateDoc } from '../repository';

/** Writes the download URL of an uploaded file into its message (the file stays identified by its Storage path). */
export async function linkAttachmentUrl(messageId: string, storagePath: string, downloadUrl: string): Promise<void> {
  const message = await getDoc('messages', messageId);
  if (!message) return; // deleted meanwhile: nothing to link
  const attachments = message.attachments.map((a) => (a.storagePath === storagePath ? { ...a, downloadUrl } : a));
  await updateDoc('messages', messageId, { attachments }, { summary: 'Anexo enviado ao armazenamento' });
}
