import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSessionDatabase, createDoc, openSessionDatabase } from '@/data';
import { fileFromFolders, folderStatus, keepFolderOffline } from '@/features/processes/offline-folder';

/**
 * "Levar para a audiência" (issue 42): the files of a process's documents and of its client's
 * own go into Cache Storage (a small in-memory CacheStorage here; Chromium's in the e2e), the
 * viewer reads them from there without network, and what is kept is measured.
 */
class MemoryCache {
  entries = new Map<string, Response>();
  async match(req: RequestInfo) {
    return this.entries.get(String(typeof req === 'string' ? req : req.url))?.clone();
  }
  async put(req: RequestInfo, res: Response) {
    this.entries.set(String(typeof req === 'string' ? req : req.url), res);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}
const stores = new Map<string, MemoryCache>();
const memoryCaches = {
  open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
  has: async (name: string) => stores.has(name),
  match: async (req: RequestInfo) => {
    for (const c of stores.values()) {
      const hit = await c.match(req);
      if (hit) return hit;
    }
    return undefined;
  },
};

const HOST = '127.0.0.1:9199';
const urlOf = (path: string) =>
  `http://${HOST}/v0/b/demo-advocacia.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

let n = 0;
beforeEach(async () => {
  n += 1;
  stores.clear();
  vi.stubGlobal('caches', memoryCaches);
  vi.stubGlobal('navigator', { onLine: true, storage: { persist: async () => true } });
  vi.stubEnv('VITE_STORAGE_EMULATOR_HOST', HOST);
  await openSessionDatabase({
    uid: `folder-${process.pid}-${n}`,
    multiInstance: false,
    sync: false,
    collections: ['status_proccess', 'logs'],
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await closeSessionDatabase();
});

function documentEntry(id: string, processId: string, clientId: string, uploaded: boolean) {
  const storagePath = processId ? `processes/${processId}/${id}/f.pdf` : `clients/${clientId}/${id}/f.pdf`;
  return createDoc(
    'status_proccess',
    {
      processId,
      clientId,
      status: id,
      description: '',
      date: '2026-11-20T15:00:00.000Z',
      visibleToClient: false,
      notifyClient: false,
      source: 'document',
      document: {
        kind: 'outro',
        fileName: 'f.pdf',
        contentType: 'application/pdf',
        size: 3,
        storagePath,
        downloadUrl: uploaded ? urlOf(storagePath) : null,
      },
    },
    { id },
  );
}

describe('keepFolderOffline', () => {
  it("keeps the process's and its client's files, counts the ones not uploaded yet, and serves them without network", async () => {
    await documentEntry('d1', 'p1', 'c1', true);
    await documentEntry('d2', 'p1', 'c1', false);
    await documentEntry('d3', '', 'c1', true);
    await documentEntry('d4', 'p2', 'c1', true); // another process of the client: not this hearing's
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Uint8Array(1000), { status: 200 });
    });
    const progress: string[] = [];
    const result = await keepFolderOffline('p1', 'c1', (done, total) => progress.push(`${done}/${total}`));
    expect(result).toEqual({ files: 2, bytes: 2000, missing: 1, persisted: true });
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(fetched.sort()).toEqual([urlOf('clients/c1/d3/f.pdf'), urlOf('processes/p1/d1/f.pdf')]);
    expect(await folderStatus('p1')).toEqual({ files: 2, bytes: 2000 });

    // Offline: the viewer's source answers from the folder; a second run downloads nothing again.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await fileFromFolders(urlOf('processes/p1/d1/f.pdf')))?.size).toBe(1000);
    expect(await keepFolderOffline('p1', 'c1')).toMatchObject({ files: 2, bytes: 2000 });
    expect(await fileFromFolders(urlOf('processes/p2/d4/f.pdf'))).toBeNull();
  });
});
