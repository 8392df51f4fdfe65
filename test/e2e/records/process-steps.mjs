// Steps shared by issue 42's e2e files: a CNJ number of their own, and what the server holds.
import { addProcess, createClient, navigateTo } from './records-steps.mjs';
import { waitForPath } from '../helpers/index.mjs';

/** A valid CNJ number (mod 97 check digits) of its own per run: the emulator is shared by suites. */
export function uniqueCnj() {
  const seq = String((Date.now() + Math.floor(Math.random() * 1000)) % 10_000_000).padStart(7, '0');
  const [year, branch, court, origin] = ['2024', '8', '26', '0100'];
  const dd = String(98n - (BigInt(`${seq}${year}${branch}${court}${origin}00`) % 97n)).padStart(2, '0');
  return {
    digits: `${seq}${dd}${year}${branch}${court}${origin}`,
    formatted: `${seq}-${dd}.${year}.${branch}.${court}.${origin}`,
  };
}

/** The documents of `collection` whose `processId` is `processId` on the server (Firestore emulator REST, as its owner). */
export async function serverDocsOfProcess(collection, processId) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const res = await fetch(`http://${host}/v1/projects/demo-advocacia/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: 'processId' }, op: 'EQUAL', value: { stringValue: processId } } },
      },
    }),
  });
  const rows = await res.json();
  return rows.filter((r) => r.document).map((r) => r.document.fields);
}

/** A client with a judicial process, opened on /processos/$id after a search by `searchAs`. Resolves with the process id. */
export async function openNewProcess(page, { client, cnj, subject, searchAs = cnj.digits }) {
  await createClient(page, { name: client });
  await addProcess(page, { cnj: cnj.formatted, subject });
  await navigateTo(page, 'Processos');
  await waitForPath(page, '/processos');
  await page.getByPlaceholder(/Buscar por número CNJ/).fill(searchAs);
  await page.getByRole('button', { name: cnj.formatted }).click();
  await waitForPath(page, /^\/processos\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: cnj.formatted }).waitFor();
  return new URL(page.url()).pathname.split('/').pop();
}
