import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSessionDatabase, findDocs, getDoc, openSessionDatabase } from '@/data';
import { processUploads } from '@/data/uploads/queue';
import { uploadWith } from '@/data/uploads/storage-uploader';
import { closePendingUploadStores, listPendingUploads, type PendingUpload } from '@/data/uploads/pending-uploads';
import { addDocument, DocumentFileError } from '@/features/processes/api/add-document';
import { MAX_DOCUMENT_BYTES } from '@/features/processes/documents';

/**
 * Documents of a process or client (issue 42) through the chat attachments' upload queue: the
 * bytes wait on the device, the timeline entry is written at once, and the queue sends the file
 * with the metadata storage.rules check, then writes its URL into the entry.
 */
let uid: string;
let n = 0;
beforeEach(async () => {
  n += 1;
  uid = `docs-${process.pid}-${Date.now().toString(36)}-${n}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false, collections: ['status_proccess', 'logs'] });
});
afterEach(async () => {
  await closePendingUploadStores();
  await closeSessionDatabase();
});

const pdf = (name = 'Petição inicial.pdf', size = 1000) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });
const input = (file: File) => ({
  file,
  name: 'Petição inicial',
  kind: 'peticao' as const,
  date: '2026-11-20T15:00:00.000Z',
});

describe('addDocument', () => {
  it('keeps the file on the device and writes the entry at its own path under the process', async () => {
    const entry = await addDocument(uid, { processId: 'proc-1', clientId: 'cli-1' }, input(pdf()));
    expect(entry).toMatchObject({
      processId: 'proc-1',
      clientId: 'cli-1',
      status: 'Petição inicial',
      source: 'document',
      visibleToClient: false,
      document: {
        kind: 'peticao',
        fileName: 'Petição inicial.pdf',
        contentType: 'application/pdf',
        size: 1000,
        storagePath: `processes/proc-1/${entry.id}/Peticao_inicial.pdf`,
        downloadUrl: null,
      },
    });
    const [pending] = await listPendingUploads(uid);
    expect(pending).toMatchObject({
      storagePath: entry.document.storagePath,
      document: { entryId: entry.id, owner: 'processes', ownerId: 'proc-1' },
    });
  });

  it("files a client's own document under the client", async () => {
    const photo = new File([new Uint8Array(10)], 'rg frente.jpg', { type: 'image/jpeg' });
    const entry = await addDocument(uid, { processId: '', clientId: 'cli-1' }, input(photo));
    expect(entry.document.storagePath).toBe(`clients/cli-1/${entry.id}/rg_frente.jpg`);
    expect((await listPendingUploads(uid))[0]?.document).toEqual({
      entryId: entry.id,
      owner: 'clients',
      ownerId: 'cli-1',
    });
  });

  it('refuses what storage.rules would, in words, keeping nothing', async () => {
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    for (const file of [svg, pdf('vazio.pdf', 0), pdf('grande.pdf', MAX_DOCUMENT_BYTES + 1)])
      await expect(addDocument(uid, { processId: 'p', clientId: 'c' }, input(file))).rejects.toBeInstanceOf(
        DocumentFileError,
      );
    await expect(
      addDocument(uid, { processId: 'p', clientId: 'c' }, input(pdf('grande.pdf', MAX_DOCUMENT_BYTES + 1))),
    ).rejects.toThrow(/limite é de 25,0 MB/);
    expect(await listPendingUploads(uid)).toEqual([]);
    expect(await findDocs('status_proccess')).toEqual([]);
  });

  it('the queue sends it with the metadata the rules check and writes the URL into the entry', async () => {
    const entry = await addDocument(uid, { processId: 'proc-1', clientId: 'cli-1' }, input(pdf()));
    let sent: Record<string, string> | undefined;
    const uploader = vi.fn((upload: PendingUpload, onProgress: (f: number) => void) =>
      uploadWith(
        {
          upload: async (_path, _blob, metadata) => {
            sent = metadata.customMetadata;
          },
          metadata: async () => ({ size: 0 }),
          downloadUrl: async (path) => `http://127.0.0.1:9199/v0/b/b/o/${encodeURIComponent(path)}?alt=media&token=t`,
        },
        upload,
        onProgress,
      ),
    );
    await processUploads(uid, { uploader, storageAvailable: () => true, online: () => true });
    expect(sent).toEqual({
      uploadedBy: uid,
      processId: 'proc-1',
      documentId: entry.id,
      originalName: 'Petição inicial.pdf',
    });
    expect((await getDoc('status_proccess', entry.id))?.document?.downloadUrl).toBe(
      `http://127.0.0.1:9199/v0/b/b/o/${encodeURIComponent(entry.document.storagePath)}?alt=media&token=t`,
    );
    expect(await listPendingUploads(uid)).toEqual([]);
  });
});
