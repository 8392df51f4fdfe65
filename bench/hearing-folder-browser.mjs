// Issue 42's bench row: how long "Levar para a audiência" takes to keep a process's folder of 20
// documents (50 MB of PDFs) on the device, in Chromium against the production build, the files
// served by the local Storage STAND-IN — beside the plain download of the same 20 files in the
// same page (what the network alone costs), and the size kept.
import { clientDoc } from './client-fixtures.mjs';
import { round, signUp, tabletPage } from './browser-common.mjs';
import { writeDocs } from './firestore-rest.mjs';
import { signedInUid } from '../test/e2e/helpers/page-script.mjs';

const DOCS = Number(process.env.BENCH_FOLDER_DOCS ?? 20);
const BYTES_EACH = Math.round((50 * 1024 * 1024) / 20);
const BUCKET = 'demo-advocacia.appspot.com';

/** A PDF-looking file of `size` bytes (its content differs per index, so nothing dedupes). */
function fileBytes(size, index) {
  const bytes = Buffer.alloc(size, index % 251);
  bytes.write('%PDF-1.4\n');
  return bytes;
}

async function idToken(authHost, email, password) {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return (await res.json()).idToken;
}

/** The web SDK's multipart upload, as the app sends it; resolves with the download URL. */
async function upload(storageHost, token, path, bytes, metadata) {
  const boundary = `bench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: path, contentType: 'application/pdf', metadata })}\r\n--${boundary}\r\nContent-Type: application/pdf\r\n\r\n`;
  const res = await fetch(`http://${storageHost}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: {
      authorization: `Firebase ${token}`,
      'x-goog-upload-protocol': 'multipart',
      'content-type': `multipart/related; boundary=${boundary}`,
    },
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--`)]),
  });
  if (!res.ok) throw new Error(`upload ${path}: ${res.status} ${await res.text()}`);
  const meta = await res.json();
  return `http://${storageHost}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${meta.downloadTokens}`;
}

export async function run({ baseUrl, browser, backend }) {
  if (!backend.storageHost || !backend.firestoreHost) throw new Error('sem o Storage stand-in ou o Firestore');
  const { context, page } = await tabletPage(browser);
  try {
    const { email, password } = await signUp(page, baseUrl, 'Pasta', backend);
    const uid = await signedInUid(page);
    const at = new Date().toISOString();
    const stamps = { createdAt: at, createdBy: uid, updatedAt: at, updatedBy: uid };
    const client = { ...clientDoc(1, uid, at), id: 'bench-folder-client' };
    const processId = 'bench-folder-process';
    await writeDocs(backend.firestoreHost, 'clients', [client]);
    await writeDocs(backend.firestoreHost, 'proccess', [
      {
        id: processId,
        clientId: client.id,
        cnj: '',
        type: 'Extrajudicial',
        subject: 'Pasta da audiência (bench)',
        court: '',
        legalArea: '',
        currentStatus: '',
        openedAt: null,
        responsibleUid: null,
        ...stamps,
      },
    ]);
    const token = await idToken(backend.authHost, email, password);
    const entries = [];
    for (let i = 0; i < DOCS; i++) {
      const id = `bench-doc-${i}`;
      const path = `processes/${processId}/${id}/documento-${i}.pdf`;
      const url = await upload(backend.storageHost, token, path, fileBytes(BYTES_EACH, i), {
        uploadedBy: uid,
        processId,
        documentId: id,
      });
      entries.push({
        id,
        processId,
        clientId: client.id,
        status: `Documento ${i + 1}`,
        description: '',
        date: at,
        visibleToClient: false,
        notifyClient: false,
        source: 'document',
        document: {
          kind: 'outro',
          fileName: `documento-${i}.pdf`,
          contentType: 'application/pdf',
          size: BYTES_EACH,
          storagePath: path,
          downloadUrl: url,
        },
        ...stamps,
      });
    }
    await writeDocs(backend.firestoreHost, 'status_proccess', entries);

    await page.goto(`${baseUrl}/processos/${processId}`);
    const list = page.getByRole('list', { name: 'Documentos' });
    await list.getByText(`Documento ${DOCS}`, { exact: true }).waitFor({ timeout: 300_000 });

    // Baseline: the same files downloaded in the same page, kept nowhere.
    const urls = entries.map((e) => e.document.downloadUrl);
    const downloadMs = await page.evaluate(async (all) => {
      const t = performance.now();
      for (const u of all) await (await fetch(u)).arrayBuffer();
      return performance.now() - t;
    }, urls);

    const started = Date.now();
    await page.getByRole('button', { name: 'Levar para a audiência' }).click();
    const kept = page.getByText(/^Disponível offline · /);
    await kept.waitFor({ timeout: 600_000 });
    const folderMs = Date.now() - started;
    const keptText = await kept.innerText();
    const keptBytes = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      let total = 0;
      for (const req of await cache.keys()) total += (await (await cache.match(req)).blob()).size;
      return total;
    }, `pasta-audiencia-${processId}`);
    return [
      {
        group: 'Pasta da audiência (issue 42)',
        metric: `"Levar para a audiência": ${DOCS} documentos, ${round(keptBytes / 1024 / 1024)} MB`,
        value: folderMs,
        baseline: downloadMs,
        baselineLabel: 'só baixar os mesmos arquivos',
        unit: 'ms',
        note: `${keptText}; Chromium, Storage stand-in em 127.0.0.1`,
      },
      {
        group: 'Pasta da audiência (issue 42)',
        metric: 'tamanho guardado no aparelho',
        value: keptBytes / 1024 / 1024,
        baseline: (DOCS * BYTES_EACH) / 1024 / 1024,
        baselineLabel: 'tamanho dos arquivos',
        unit: 'MB',
      },
    ];
  } finally {
    await context.close();
  }
}
