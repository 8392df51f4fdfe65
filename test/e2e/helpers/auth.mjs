// Sign-up, login and logout through the real UI, plus direct account creation on the Auth emulator.
import { randomUUID } from 'node:crypto';
import { waitForPath } from './browser.mjs';
import { PENDING_APPROVAL_HEADING, setStaffAccess as setAccess } from '../../../scripts/lib/staff-access.mjs';

export const DEFAULT_PASSWORD = 'senha-Segura-123';
/** A valid CPF (check digits OK) and a mobile number with DDD, digits only. */
export const VALID_CPF = '52998224725';
export const VALID_PHONE = '11987654321';

/**
 * A valid CPF (check digits computed), different on each call: clients made through the form
 * must not share one, or the form stops at its "CPF já cadastrado" warning (the replica holds
 * every client the run made before, on any account).
 */
export function uniqueCpf() {
  let base;
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  while (base.every((d) => d === base[0]));
  const check = (nums) => {
    const r = nums.reduce((sum, d, i) => sum + d * (nums.length + 1 - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join('');
}

/** A fresh e-mail address for each call, so tests never collide in the shared emulator. */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Sets a staff account's access on the Firestore emulator — what an admin's "Aprovar" /
 * "Desativar" on the team screen writes — for suites whose subject is not the approval
 * itself. `patch`: e.g. { status: 'active', role }. Returns the uid.
 */
export function setStaffAccess(email, patch) {
  return setAccess(email, patch);
}

/**
 * Fills /cadastrar and submits. The new account waits for an admin ('Cadastro aguardando
 * aprovação'); with `approve` (default) the helper approves it with the requested role, as
 * the firm's admin would, and the open page follows by itself. Waits until the app lands on
 * `expectPath` ('/' by default; null to not wait). Without a Firestore emulator (no server to
 * ask) the account works at once. Returns the user's data.
 */
export async function signUpViaUi(page, user = {}, { expectPath = '/', approve = true } = {}) {
  const data = {
    displayName: 'Maria Teste da Silva',
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    cpf: VALID_CPF,
    phoneNumber: VALID_PHONE,
    role: 'advogado',
    ...user,
  };
  await page.goto('/cadastrar');
  await page.getByLabel('Nome completo').fill(data.displayName);
  await page.getByLabel('E-mail').fill(data.email);
  await page.getByLabel('Senha').fill(data.password);
  await page.getByLabel('CPF').fill(data.cpf);
  await page.getByLabel('Telefone').fill(data.phoneNumber);
  await page.getByLabel('Função').selectOption(data.role);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    await page.getByRole('heading', { name: PENDING_APPROVAL_HEADING }).waitFor({ state: 'visible', timeout: 60_000 });
    if (approve) await setStaffAccess(data.email, { status: 'active', role: data.role });
  }
  if (expectPath) await waitForPath(page, expectPath);
  return data;
}

/** Fills /entrar and submits. Waits for `expectPath` ('/' by default; null to not wait). */
export async function loginViaUi(page, { email, password = DEFAULT_PASSWORD }, { expectPath = '/' } = {}) {
  if (!page.url().includes('/entrar')) await page.goto('/entrar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  if (expectPath) await waitForPath(page, expectPath);
}

/**
 * Clicks 'Sair' in the shell (opening the navigation drawer first on small screens) and waits for /entrar.
 * When writes or attachments are still on their way to the server the app asks first (issue 12):
 * this chooses 'Aguardar sincronização', after which the app signs out by itself. The wait is
 * long: a first sync cycle whose server read never answers gives up at its deadline (30 s,
 * src/data/sync/deadline.ts) and is read again.
 */
export async function logoutViaUi(page, timeout = 90_000) {
  const sair = page.getByRole('button', { name: 'Sair' });
  if (!(await sair.isVisible())) {
    const menu = page.getByRole('button', { name: /menu/i });
    if (await menu.count()) await menu.first().click();
  }
  await sair.first().click();
  // Enabled only: right after sign-in the app waits by itself (the button then shows its spinner).
  const wait = page.getByRole('alertdialog').getByRole('button', { name: 'Aguardar sincronização', disabled: false });
  // Both settle (no stray rejection once the other has won); the final wait reports a failure.
  const asked = await Promise.race([
    waitForPath(page, '/entrar', timeout).then(
      () => false,
      () => false,
    ),
    wait.waitFor({ timeout }).then(
      () => true,
      () => false,
    ),
  ]);
  if (asked) await wait.click();
  await waitForPath(page, '/entrar', timeout);
}

/** Waits until the signed-in shell shows the 'Início' heading. */
export async function expectShell(page, timeout = 60_000) {
  await page.getByRole('heading', { name: 'Início' }).waitFor({ state: 'visible', timeout });
}

/**
 * Creates an Auth account directly on the emulator (no user document: use it for login
 * failures that happen before the document is read, e.g. a wrong password).
 */
export async function createAccountOnEmulator(email, password = DEFAULT_PASSWORD) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`emulator signUp failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, email, password };
}

/** Finds the visible toast whose title is `title`; returns { title, description } texts. */
export async function waitForToast(page, title, timeout = 30_000) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title }).first();
  await toast.waitFor({ state: 'visible', timeout });
  const titleText = await toast.locator('[data-part="title"]').innerText();
  const description = await toast
    .locator('[data-part="description"]')
    .innerText()
    .catch(() => '');
  return { title: titleText.trim(), description: description.trim() };
}

/**
 * Turns the emulator's e-mail enumeration protection on or off (other test suites toggle it on
 * the shared emulator). Off: wrong password → auth/wrong-password; on: auth/invalid-credential.
 */
export async function setEmailEnumerationProtection(enabled, projectId = 'demo-advocacia') {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!res.ok) throw new Error(`emulator config PATCH failed: ${res.status} ${await res.text()}`);
}
