import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  chatInputSchema,
  closeSessionDatabase,
  createDoc,
  getDoc,
  messageInputSchema,
  openSessionDatabase,
} from '@/data';
import { enqueueUploads, processUploads } from '@/data/uploads/queue';
import { getUploadProgress } from '@/data/uploads/progress';
import { uploadErrorText } from '@/features/chats/upload-text';
import { closePendingUploadStores, listPendingUploads, type PendingUpload } from '@/data/uploads/pending-uploads';

let uid: string;
let n = 0;
beforeEach(async () => {
  n += 1;
  uid = `uploads-${process.pid}-${Date.now().toString(36)}-${n}`;
  await openSessionDatabase({ uid, multiInstance: false, sync: false, collections: ['chats', 'messages', 'logs'] });
});
afterEach(async () => {
  await closePendingUploadStores();
  await closeSessionDatabase();
});

async function messageWithAttachment(): Promise<PendingUpload> {
  const chat = await createDoc('chats', v.parse(chatInputSchema, { clientId: 'cliente-1' }));
  const storagePath = `chats/${chat.id}/m1/0-rg.pdf`;
  await createDoc(
    'messages',
    v.parse(messageInputSchema, {
      chatId: chat.id,
      authorUid: uid,
      attachments: [{ name: 'rg.pdf', type: 'application/pdf', size: 8, storagePath, downloadUrl: null }],
    }),
    { id: 'm1' },
  );
  return {
    id: storagePath,
    uid,
    chatId: chat.id,
    messageId: 'm1',
    storagePath,
    name: 'rg.pdf',
    type: 'application/pdf',
    size: 8,
    blob: new Blob(['%PDF-1.4']),
    createdAt: new Date().toISOString(),
  };
}

describe('upload queue', () => {
  it('keeps files on the device while Storage is not available', async () => {
    const upload = await messageWithAttachment();
    await enqueueUploads(uid, [upload]);
    const uploader = vi.fn(async () => 'https://exemplo/rg.pdf');
    await processUploads(uid, { uploader, storageAvailable: () => false, online: () => true });
    expect(uploader).not.toHaveBeenCalled();
    expect((await listPendingUploads(uid)).map((u) => u.id)).toEqual([upload.id]);
  });

  it('uploads with progress, links the download URL into the message and forgets the device copy', async () => {
    const upload = await messageWithAttachment();
    await enqueueUploads(uid, [upload]);
    const seen: number[] = [];
    const uploader = vi.fn(async (u: PendingUpload, onProgress: (f: number) => void) => {
      for (const f of [0.25, 0.5, 1]) {
        onProgress(f);
        seen.push(getUploadProgress(u.storagePath)?.fraction ?? -1);
      }
      return 'https://exemplo/rg.pdf';
    });
    await processUploads(uid, { uploader, storageAvailable: () => true, online: () => true });
    expect(seen).toEqual([0.25, 0.5, 1]);
    expect((await getDoc('messages', 'm1'))?.attachments[0]?.downloadUrl).toBe('https://exemplo/rg.pdf');
    expect(await listPendingUploads(uid)).toEqual([]);
    expect(getUploadProgress(upload.storagePath)).toBeNull();
  });

  it('waits while offline, and a failed upload stays queued and succeeds on a later run (after a reload too)', async () => {
    const upload = await messageWithAttachment();
    await enqueueUploads(uid, [upload]);
    const offline = vi.fn(async () => 'x');
    await processUploads(uid, { uploader: offline, storageAvailable: () => true, online: () => false });
    expect(offline).not.toHaveBeenCalled();

    await processUploads(uid, {
      uploader: async () => Promise.reject(Object.assign(new Error('rede'), { code: 'storage/retry-limit-exceeded' })),
      storageAvailable: () => true,
      online: () => true,
    });
    expect(getUploadProgress(upload.storagePath)).toMatchObject({ phase: 'erro', error: 'retry-limit-exceeded' });
    expect(uploadErrorText(getUploadProgress(upload.storagePath)?.error)).toBe(
      'Conexão instável; nova tentativa quando a conexão voltar',
    );
    expect(await listPendingUploads(uid)).toHaveLength(1);

    await closePendingUploadStores(); // what a reload does to the open handles; the data stays
    await processUploads(uid, {
      uploader: async () => 'https://exemplo/rg.pdf',
      storageAvailable: () => true,
      online: () => true,
    });
    expect((await getDoc('messages', 'm1'))?.attachments[0]?.downloadUrl).toBe('https://exemplo/rg.pdf');
    expect(await listPendingUploads(uid)).toEqual([]);
  });
});
