import * as v from 'valibot';

/**
 * Firebase settings come from VITE_FIREBASE_* variables. With none set, the app runs
 * against the local emulators under a `demo-` project id (no real keys ever committed).
 */
const hostPort = v.pipe(v.string(), v.regex(/^[\w.-]+:\d{2,5}$/, 'deve ter a forma host:porta'));
const nonEmpty = (what: string) => v.pipe(v.string(what), v.trim(), v.minLength(1, `${what} está vazio`));

const RealProjectSchema = v.object({
  VITE_FIREBASE_API_KEY: nonEmpty('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: nonEmpty('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_PROJECT_ID: v.pipe(
    nonEmpty('VITE_FIREBASE_PROJECT_ID'),
    v.regex(/^[a-z][a-z0-9-]{4,29}$/, 'VITE_FIREBASE_PROJECT_ID inválido'),
  ),
  VITE_FIREBASE_STORAGE_BUCKET: nonEmpty('VITE_FIREBASE_STORAGE_BUCKET'),
  VITE_FIREBASE_MESSAGING_SENDER_ID: v.optional(v.string()),
  VITE_FIREBASE_APP_ID: nonEmpty('VITE_FIREBASE_APP_ID'),
});

const EmulatorSchema = v.object({
  VITE_AUTH_EMULATOR_HOST: v.optional(hostPort, '127.0.0.1:9099'),
  VITE_FIRESTORE_EMULATOR_HOST: v.optional(hostPort),
  VITE_STORAGE_EMULATOR_HOST: v.optional(hostPort),
});

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId?: string;
  appId: string;
  /** Emulator hosts; undefined means "use the real service". */
  emulators: { auth?: string; firestore?: string; storage?: string };
  /** True when no real project is configured (demo project on local emulators). */
  demo: boolean;
  /** Whether Firestore can be reached at all (a real project, or a running emulator). */
  syncAvailable: boolean;
  /** Whether Storage can be reached at all. */
  storageAvailable: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração do Firebase inválida:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

export const DEMO_PROJECT_ID = 'demo-advocacia';

type Env = Record<string, string | boolean | undefined>;

export function readFirebaseSettings(env: Env): FirebaseSettings {
  const strings = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  const emulators = v.safeParse(EmulatorSchema, strings);
  if (!emulators.success) throw new ConfigError(emulators.issues.map(describeIssue));

  const anyReal = Object.keys(strings).some((k) => k.startsWith('VITE_FIREBASE_'));
  if (!anyReal) {
    const { VITE_AUTH_EMULATOR_HOST, VITE_FIRESTORE_EMULATOR_HOST, VITE_STORAGE_EMULATOR_HOST } = emulators.output;
    return {
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
      storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
      appId: 'demo-app',
      emulators: {
        auth: VITE_AUTH_EMULATOR_HOST,
        firestore: VITE_FIRESTORE_EMULATOR_HOST,
        storage: VITE_STORAGE_EMULATOR_HOST,
      },
      demo: true,
      syncAvailable: Boolean(VITE_FIRESTORE_EMULATOR_HOST),
      storageAvailable: Boolean(VITE_STORAGE_EMULATOR_HOST),
    };
  }

  const real = v.safeParse(RealProjectSchema, strings);
  if (!real.success) throw new ConfigError(real.issues.map(describeIssue));
  const o = real.output;
  return {
    apiKey: o.VITE_FIREBASE_API_KEY,
    authDomain: o.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: o.VITE_FIREBASE_PROJECT_ID,
    storageBucket: o.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: o.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: o.VITE_FIREBASE_APP_ID,
    // A real project may still be pointed at emulators explicitly (staging on a laptop).
    emulators: {
      auth: env.VITE_AUTH_EMULATOR_HOST ? emulators.output.VITE_AUTH_EMULATOR_HOST : undefined,
      firestore: emulators.output.VITE_FIRESTORE_EMULATOR_HOST,
      storage: emulators.output.VITE_STORAGE_EMULATOR_HOST,
    },
    demo: false,
    syncAvailable: true,
    storageAvailable: true,
  };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.map((p) => String(p.key)).join('.');
  if (issue.kind === 'schema' && issue.received === 'undefined' && key) return `${key} não foi definido`;
  return key && !issue.message.includes(key) ? `${key}: ${issue.message}` : issue.message;
}
