// What an admin's decision on the team screen writes to users/{uid} (status, and the role on
// approval), made through the Admin SDK on the local emulators — for the tools that sign
// staff up through the real form and must get past "Cadastro aguardando aprovação" (e2e
// suites, screenshots, benchmarks) without the approval being their subject.
// (The first admin of a real firm comes from `npm run grant-admin`.)

let sdk;

/** The Admin SDK on the emulators at `hosts` (or the *_EMULATOR_HOST variables), project demo-advocacia. */
async function adminSdk({ authHost, firestoreHost, projectId = 'demo-advocacia' } = {}) {
  if (authHost) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authHost;
  if (firestoreHost) process.env.FIRESTORE_EMULATOR_HOST ??= firestoreHost;
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'staff-access: FIREBASE_AUTH_EMULATOR_HOST e FIRESTORE_EMULATOR_HOST são necessários (emuladores locais apenas)',
    );
  }
  if (!sdk) {
    const { initializeApp } = await import('firebase-admin/app');
    const app = initializeApp({ projectId }, `staff-access-${process.pid}`);
    const { getAuth } = await import('firebase-admin/auth');
    const { getFirestore, FieldValue } = await import('firebase-admin/firestore');
    sdk = { auth: getAuth(app), firestore: getFirestore(app), FieldValue };
  }
  return sdk;
}

/**
 * Sets the access of the account with `email`: e.g. { status: 'active', role: 'advogado' }
 * (approve), { status: 'disabled' }. Keeps the replication's fields current. Returns the uid.
 */
export async function setStaffAccess(email, patch, hosts = {}) {
  const { auth, firestore, FieldValue } = await adminSdk(hosts);
  const { uid } = await auth.getUserByEmail(email);
  await firestore.doc(`users/${uid}`).set(
    {
      ...patch,
      updatedAt: new Date().toISOString(),
      updatedBy: 'local-admin',
      serverTimestamp: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return uid;
}

export const PENDING_APPROVAL_HEADING = 'Cadastro aguardando aprovação';

/**
 * After the sign-up form was submitted in `page` (Playwright): when the app shows the
 * waiting screen, approves the account with `role` as an admin would. Resolves once the page
 * left /cadastrar (waiting screen or home).
 */
export async function approveIfWaiting(page, { email, role }, hosts = {}) {
  const waiting = page.getByRole('heading', { name: PENDING_APPROVAL_HEADING });
  const home = page.getByRole('heading', { name: 'Início' });
  await waiting.or(home).first().waitFor({ state: 'visible', timeout: 60_000 });
  if (await waiting.isVisible()) await setStaffAccess(email, { status: 'active', role }, hosts);
}
