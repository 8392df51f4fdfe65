import {
  createDoc,
  DOCUMENT_SOURCE,
  enqueueUploads,
  processUploads,
  type DocumentKind,
  type PendingUpload,
} from '@/data';
import { documentProblem, documentStoragePath, type DocumentEntry, type DocumentOwner } from '../documents';

export class DocumentFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentFileError';
  }
}

export interface NewDocument {
  file: File;
  name: string;
  kind: DocumentKind;
  /** ISO date-time the document carries (a petition's filing, a decision's publication). */
  date: string;
}

/**
 * Adds a document: the bytes are kept on this device first (the upload queue's IndexedDB,
 * surviving a reload or a closed tab), then the timeline entry is written (synced like any
 * write), then the queue sends the file when online and writes its URL into the entry.
 */
export async function addDocument(uid: string, owner: DocumentOwner, input: NewDocument): Promise<DocumentEntry> {
  const problem = documentProblem(input.file);
  if (problem) throw new DocumentFileError(problem);
  // Made here, not by createDoc: the Storage path carries it (storage.rules and firestore.rules check both).
  const entryId = crypto.randomUUID();
  const storagePath = documentStoragePath(owner, entryId, input.file.name);
  const upload: PendingUpload = {
    id: storagePath,
    uid,
    chatId: '',
    messageId: '',
    storagePath,
    name: input.file.name,
    type: input.file.type,
    size: input.file.size,
    blob: input.file,
    createdAt: new Date().toISOString(),
    document: {
      entryId,
      owner: owner.processId ? 'processes' : 'clients',
      ownerId: owner.processId || owner.clientId,
    },
  };
  await enqueueUploads(uid, [upload]);
  const entry = await createDoc(
    'status_proccess',
    {
      processId: owner.processId,
      clientId: owner.clientId,
      status: input.name.trim(),
      description: '',
      date: input.date,
      visibleToClient: false,
      notifyClient: false,
      source: DOCUMENT_SOURCE,
      document: {
        kind: input.kind,
        fileName: input.file.name.slice(0, 200),
        contentType: input.file.type,
        size: input.file.size,
        storagePath,
        downloadUrl: null,
      },
    },
    { id: entryId, summary: 'Adicionou um documento' },
  );
  void processUploads(uid).catch(() => undefined);
  return entry as DocumentEntry;
}
