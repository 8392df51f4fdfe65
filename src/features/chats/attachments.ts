/**
 * What may be attached to a chat message: images and PDF, up to 10 MB each (a scanned
 * document fits; a video does not, and would take the tablet's data plan with it).
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
export const ACCEPTED_ATTACHMENT_TYPES = 'image/*,application/pdf';

/** SVG is left out: it can carry scripts (storage.rules refuse it too). */
export function isAcceptedType(type: string): boolean {
  return type === 'application/pdf' || (/^image\/[\w.+-]+$/.test(type) && type !== 'image/svg+xml');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** The pt-BR reason a file cannot be attached, or null when it can. */
export function attachmentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedType(file.type)) return `"${file.name}" não pode ser anexado: envie imagens ou PDF.`;
  if (file.size > MAX_ATTACHMENT_BYTES) {
    return `"${file.name}" tem ${formatBytes(file.size)}; o limite é de ${formatBytes(MAX_ATTACHMENT_BYTES)} por arquivo.`;
  }
  if (file.size === 0) return `"${file.name}" está vazio.`;
  return null;
}

/** Storage object names: no slashes or control characters, accents kept out for portable URLs. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (cleaned || 'arquivo').slice(0, 120);
}

export function storagePathFor(chatId: string, messageId: string, index: number, name: string): string {
  return `chats/${chatId}/${messageId}/${index}-${safeFileName(name)}`;
}

/** A file refused before sending; its message is shown next to the composer. */
export class AttachmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttachmentError';
  }
}
