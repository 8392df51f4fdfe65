// The firm's backend on Cloud Functions for Firebase: one HTTPS function, `api`, serving every
// endpoint (router.ts); Hosting rewrites `/api/**` to it (firebase.json). This file only
// adapts HTTP; the handlers are plain functions, tested against the Auth and Firestore emulators.
import { onRequest } from 'firebase-functions/v2/https';
import { BACKEND_REGION } from '../../src/config/backend.js';
import { backendDeps } from './admin.js';
import { handleApiRequest } from './router.js';

let deps: ReturnType<typeof backendDeps> | undefined;

// Exported as `api` = BACKEND_FUNCTION in src/config/backend.ts (the app builds its URL from it).
export const api = onRequest(
  // Bearer tokens, no cookies: any origin may call (the app on Hosting calls its own origin;
  // locally it calls the emulator from the dev server's origin).
  { region: BACKEND_REGION, cors: true, memory: '256MiB', timeoutSeconds: 60 },
  async (req, res) => {
    deps ??= backendDeps();
    const { status, body } = await handleApiRequest(deps, {
      method: req.method,
      path: req.path,
      authorization: req.get('authorization'),
      body: req.body && typeof req.body === 'object' && Object.keys(req.body as object).length === 0 ? undefined : req.body,
    });
    res.status(status).json(body);
  },
);
