import type { DocumentKind, ProcessStatusDoc } from '@/data';
import { formatBytes, isAcceptedType, safeFileName } from '@/features/chats';

/**
 * Documents of a process or client (issue 42): PDFs and images, kept as typed entries of the
 * timeline (`status_proccess`, `source: 'document'`) whose file goes to Storage through the
 * upload queue. The limits and paths are storage.rules' (change both together).
 */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const ACCEPTED_DOCUMENT_TYPES = 'application/pdf,image/*';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  peticao: 'Petição',
  decisao: 'Decisão',
  procuracao: 'Procuração',
  'documento-pessoal': 'Documento pessoal',
  outro: 'Outro',
};

/** The pt-BR reason a file cannot be a document, or null when it can. */
export function documentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedType(file.type)) return `"${file.name}" não pode ser adicionado: envie um PDF ou uma imagem.`;
  if (file.size === 0) return `"${file.name}" está vazio.`;
  if (file.size > MAX_DOCUMENT_BYTES)
    return `"${file.name}" tem ${formatBytes(file.size)}; o limite é de ${formatBytes(MAX_DOCUMENT_BYTES)} por documento.`;
  return null;
}

export interface DocumentOwner {
  clientId: string;
  /** '' for a document of the client itself (RG, comprovante de residência). */
  processId: string;
}

/** processes/{processId}/{entryId}/{file} or clients/{clientId}/{entryId}/{file}: where storage.rules let it be. */
export function documentStoragePath(owner: DocumentOwner, entryId: string, fileName: string): string {
  return owner.processId
    ? `processes/${owner.processId}/${entryId}/${safeFileName(fileName)}`
    : `clients/${owner.clientId}/${entryId}/${safeFileName(fileName)}`;
}

export type DocumentEntry = ProcessStatusDoc & { document: NonNullable<ProcessStatusDoc['document']> };

export function isDocumentEntry(e: ProcessStatusDoc): e is DocumentEntry {
  return e.source === 'document' && e.document !== undefined;
}

export { formatBytes };
