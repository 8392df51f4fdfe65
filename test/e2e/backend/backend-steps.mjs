// Steps for the end-to-end tests of the firm's backend: what the client's mobile app does
// (set the password from the invitation link, sign in, register its Expo push token) through
// the same public APIs the app would call — the Auth emulator's Identity Toolkit and Firestore's
// REST API with the client's own ID token, so firestore.rules decide as they would for the app.
import { DEFAULT_PASSWORD } from '../helpers/index.mjs';

const PROJECT = 'demo-advocacia';

function authUrl(method) {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  return `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=e2e-api-key`;
}

async function identityToolkit(method, body) {
  const res = await fetch(authUrl(method), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The client opens the password-setup link of the invitation and chooses a password (what the
 * link's page does: `resetPassword` with the link's oobCode), then signs in with it as the
 * mobile app would. Resolves with { uid, email, idToken }.
 */
export async function acceptInvitation(passwordSetupLink, password = DEFAULT_PASSWORD) {
  const oobCode = new URL(passwordSetupLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`no oobCode in the invitation link: ${passwordSetupLink}`);
  const { email } = await identityToolkit('resetPassword', { oobCode, newPassword: password });
  return signInAsClient(email, password);
}

/** The mobile app's sign-in with e-mail and password; resolves with { uid, email, idToken } or throws with the Auth error (e.g. USER_DISABLED). */
export async function signInAsClient(email, password = DEFAULT_PASSWORD) {
  const signedIn = await identityToolkit('signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: signedIn.localId, email: signedIn.email, idToken: signedIn.idToken };
}

/** The mobile app registers its Expo push token at expoToken/{uid}, as the signed-in client (firestore.rules apply). */
export async function registerExpoToken(client, tokens) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/v1/projects/${PROJECT}/databases/(default)/documents/expoToken/${client.uid}`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${client.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: {
          tokens: { arrayValue: { values: tokens.map((t) => ({ stringValue: t })) } },
          updatedAt: { stringValue: new Date().toISOString() },
        },
      }),
    },
  );
  if (!res.ok) throw new Error(`registering the Expo token: HTTP ${res.status} ${await res.text()}`);
}
