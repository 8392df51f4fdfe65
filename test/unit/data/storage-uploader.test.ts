import { describe, expect, it, vi } from 'vitest';
import { uploadWith, type StorageCalls } from '@/data/uploads/storage-uploader';
import type { PendingUpload } from '@/data/uploads/pending-uploads';

const upload: PendingUpload = {
  id: 'chats/c1/m1/0-rg.pdf',
  uid: 'ana',
  chatId: 'c1',
  messageId: 'm1',
  storagePath: 'chats/c1/m1/0-rg.pdf',
  name: 'RG (frente).pdf',
  type: 'application/pdf',
  size: 8,
  blob: new Blob(['%PDF-1.4']),
  createdAt: '2025-05-01T12:00:00.000Z',
};
const refused = () => Object.assign(new Error('refused'), { code: 'storage/unauthorized' });

function calls(overrides: Partial<StorageCalls> = {}): StorageCalls {
  return {
    upload: vi.fn(async () => undefined),
    metadata: vi.fn(async () => ({ size: 8, customMetadata: { uploadedBy: 'ana' } })),
    downloadUrl: vi.fn(
      async (path: string) =>
        `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent(path)}?alt=media&token=t`,
    ),
    ...overrides,
  };
}

describe('uploadWith (what storage.rules expect from an upload)', () => {
  it('sends the content type and the uploader, conversation and message that the rules check', async () => {
    const c = calls();
    const url = await uploadWith(c, upload, () => undefined);
    expect(c.upload).toHaveBeenCalledWith(
      'chats/c1/m1/0-rg.pdf',
      upload.blob,
      {
        contentType: 'application/pdf',
        customMetadata: { uploadedBy: 'ana', chatId: 'c1', messageId: 'm1', originalName: 'RG (frente).pdf' },
      },
      expect.any(Function),
    );
    expect(url).toContain('chats%2Fc1%2Fm1%2F0-rg.pdf');
    expect(c.metadata).not.toHaveBeenCalled();
  });

  it('takes over the file it already uploaded before a reload (the rules refuse an overwrite)', async () => {
    const c = calls({ upload: vi.fn(async () => Promise.reject(refused())) });
    const progress = vi.fn();
    await expect(uploadWith(c, upload, progress)).resolves.toContain('0-rg.pdf');
    expect(progress).toHaveBeenCalledWith(1);
  });

  it.each([
    ['uploaded by someone else', { size: 8, customMetadata: { uploadedBy: 'intruso' } }],
    ['without an uploader', { size: 8 }],
    ['of another size', { size: 9, customMetadata: { uploadedBy: 'ana' } }],
  ])('does not take over a file %s: the refusal stands', async (_label, meta) => {
    const c = calls({ upload: vi.fn(async () => Promise.reject(refused())), metadata: vi.fn(async () => meta) });
    await expect(uploadWith(c, upload, () => undefined)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(c.downloadUrl).not.toHaveBeenCalled();
  });

  it('keeps the refusal when nothing is there, and passes other errors through untouched', async () => {
    const missing = calls({
      upload: vi.fn(async () => Promise.reject(refused())),
      metadata: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('404'), { code: 'storage/object-not-found' })),
      ),
    });
    await expect(uploadWith(missing, upload, () => undefined)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const offline = calls({
      upload: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('rede'), { code: 'storage/retry-limit-exceeded' })),
      ),
    });
    await expect(uploadWith(offline, upload, () => undefined)).rejects.toMatchObject({
      code: 'storage/retry-limit-exceeded',
    });
    expect(offline.metadata).not.toHaveBeenCalled();
  });
});
