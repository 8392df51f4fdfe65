// Issue 42 end to end in Chromium at tablet size against the production build, with the local
// Storage STAND-IN (scripts/lib/storage-standin.mjs) behind it: a process is found on /processos
// by its CNJ number typed another way; a PDF is added to it offline (the file chooser), the page
// is reloaded offline and the PDF opens, drawn by pdf.js from the precache; back online the file
// reaches the stand-in, and the bytes downloaded through its download URL are the ones added;
// "Levar para a audiência" keeps it, so offline after another reload it still opens.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { goOffline, goOnline, signedInSuite } from '../helpers/index.mjs';
import { openNewProcess, serverDocsOfProcess, uniqueCnj } from './process-steps.mjs';

/** A one-page PDF with a correct cross-reference table (pdf.js reads it without repairing). */
function onePagePdf(text) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 20 100 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe(
  'documents of a process, through the Storage stand-in',
  { skip: !process.env.STORAGE_EMULATOR_HOST && 'sem o Storage stand-in' },
  () => {
    const app = signedInSuite({ user: { displayName: 'Helena Prado', role: 'advogado' } });
    const cnj = uniqueCnj();
    const pdf = onePagePdf('Peticao inicial');
    let processId = '';

    test('finds the process on /processos by its CNJ number typed without punctuation', async () => {
      const { page } = app;
      processId = await openNewProcess(page, {
        client: 'Rosa Maria Figueiredo',
        cnj,
        subject: 'Ação de alimentos',
      });
      await page.getByRole('link', { name: 'Rosa Maria Figueiredo' }).waitFor();
    });

    test('adds a PDF offline; after an offline reload it is there and pdf.js draws it', async () => {
      const { page } = app;
      await goOffline(page);
      await page.getByRole('button', { name: 'Adicionar documento' }).click();
      const form = page.getByRole('form', { name: 'Novo documento' });
      await form
        .getByLabel('Arquivo do documento')
        .setInputFiles({ name: 'peticao-inicial.pdf', mimeType: 'application/pdf', buffer: pdf });
      await form.getByRole('textbox', { name: /Nome/ }).fill('Petição inicial');
      await form.getByRole('combobox', { name: 'Tipo' }).selectOption('peticao');
      await form.getByRole('button', { name: 'Adicionar documento' }).click();
      const docs = page.getByRole('list', { name: 'Documentos' });
      await docs.getByText('Petição inicial').waitFor();
      await docs.getByText('Aguardando envio').waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: cnj.formatted }).waitFor({ timeout: 60_000 });
      await docs.getByText('Petição inicial').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Abrir Petição inicial' }).click();
      const canvas = page.getByRole('img', { name: /Petição inicial — página 1 de 1/ });
      await canvas.waitFor({ timeout: 60_000 });
      // Something was drawn: the page is not blank.
      const inked = await canvas.evaluate((c) => {
        const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 128 && data[i + 3] > 0) dark++;
        return dark;
      });
      assert.ok(inked > 50, `expected text drawn on the page, got ${inked} dark pixels`);
    });

    test('back online, the file reaches the Storage stand-in with the same bytes', async () => {
      const { page } = app;
      await goOnline(page);
      const docs = page.getByRole('list', { name: 'Documentos' });
      await docs.getByText('Aguardando envio').waitFor({ state: 'detached', timeout: 180_000 });
      let url;
      const deadline = Date.now() + 180_000;
      while (!url && Date.now() < deadline) {
        const [entry] = await serverDocsOfProcess('status_proccess', processId);
        url = entry?.document?.mapValue?.fields?.downloadUrl?.stringValue;
        if (!url) await new Promise((r) => setTimeout(r, 1000));
      }
      assert.ok(url, `the entry on the server has the download URL (the page says: ${await docs.innerText()})`);
      assert.ok(url.startsWith(`http://${process.env.STORAGE_EMULATOR_HOST}/v0/b/`), url);
      const res = await fetch(url);
      assert.equal(res.status, 200);
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), pdf);
    });

    test('"Levar para a audiência" keeps the uploaded file: offline, after a reload, the PDF still opens', async () => {
      const { page } = app;
      await page.getByRole('button', { name: 'Levar para a audiência' }).click();
      await page.getByText(/^Disponível offline · \d/).waitFor({ timeout: 60_000 });
      await goOffline(page);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: cnj.formatted }).waitFor({ timeout: 60_000 });
      await page.getByText(/^Disponível offline · \d/).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Abrir Petição inicial' }).click();
      await page.getByRole('img', { name: /Petição inicial — página 1 de 1/ }).waitFor({ timeout: 60_000 });
      await goOnline(page);
    });
  },
);
