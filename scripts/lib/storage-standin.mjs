// A local Firebase Storage STAND-IN (not Google's emulator), for npm start, npm test, e2e and
// the bench. The official Storage emulator cannot run on these machines (firebase-tools wants
// Java 21 and downloads its rules runtime), so this server speaks the part of the Storage REST
// protocol (`/v0/b/{bucket}/o…`) that the web SDK uses — multipart and resumable uploads,
// metadata (GET, PATCH), downloads (`?alt=media`, by download token or by the rules), DELETE —
// and decides every SDK call with storage.rules, evaluated by Google's rules engine from the
// official Firestore emulator jar (storage-standin/StorageRulesServer.java), whose
// firestore.get/exists read the running Firestore emulator. Bytes live in a temporary folder.
//
// What it does NOT do (the app does not use it): list, copies, object versions, App Check,
// signed URLs. Auth: the Auth emulator's ID tokens (unsigned JWTs, `alg: none`) are decoded
// and checked for project (aud, iss) and expiry — never accept a real project's tokens here.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { appendFile, open, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ID, ROOT } from './emulators.mjs';
import { findFirestoreJar } from './firestore-emulator.mjs';
import { javaMajorVersion } from './java.mjs';
import { freePort } from './ports.mjs';
import { spawnGroup, stopGroup } from './proc.mjs';

export const STORAGE_RULES_FILE = join(ROOT, 'storage.rules');
const RULES_SERVER = fileURLToPath(new URL('./storage-standin/StorageRulesServer.java', import.meta.url));
/** One request body at most (a multipart upload or one resumable chunk); the app's files are far smaller. */
const MAX_BODY = 64 * 1024 * 1024;

/** Whether this machine can run the stand-in: { ok: true, jar } or { ok: false, reason }. */
export function planStorageStandin() {
  const jar = findFirestoreJar();
  if (!jar)
    return { ok: false, reason: 'o jar do emulador oficial do Firestore não foi encontrado (regras do Storage)' };
  const java = javaMajorVersion();
  if (java === undefined || java < 11) return { ok: false, reason: 'Java 11+ não encontrado (regras do Storage)' };
  return { ok: true, jar };
}

/** The rules engine process: answers `ask(request)` with { permit, error? }, one line each way. */
async function startRulesEngine({ jar, rulesFile, firestoreHost, projectId, quiet, prefix }) {
  const child = spawnGroup(
    'java',
    ['-Xms32m', '-XX:+UseSerialGC', '-cp', jar, RULES_SERVER, rulesFile, firestoreHost, projectId],
    { cwd: ROOT, quiet: true, prefix, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const waiting = new Map();
  let nextId = 1;
  let rest = '';
  let onReady;
  const ready = new Promise((resolve, reject) => {
    onReady = resolve;
    child.exited.then(({ code }) =>
      reject(new Error(`o motor de regras do Storage terminou (${code}): ${child.output.slice(-20).join('\n')}`)),
    );
  });
  child.stdout.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const answer = JSON.parse(line);
      if (answer.ready) onReady(answer);
      else waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    }
  });
  child.exited.then(() => {
    for (const resolve of waiting.values()) resolve({ permit: false, error: 'rules engine stopped' });
    waiting.clear();
  });
  const send = (message) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      child.stdin.write(`${JSON.stringify({ ...message, id })}\n`);
    });
  const { issues } = await ready;
  const errors = issues.filter((i) => i.severity === 'ERROR');
  if (errors.length) {
    await stopGroup(child);
    throw new Error(`storage.rules não compila: ${errors.map((i) => `linha ${i.line}: ${i.description}`).join('; ')}`);
  }
  if (!quiet && issues.length) console.log(`${prefix} storage.rules: ${issues.map((i) => i.description).join('; ')}`);
  return {
    child,
    ask: (request) => send(request),
    reload: (rules) => send({ rules }),
    stop: () => stopGroup(child),
  };
}

/**
 * The claims of an Auth emulator ID token for `projectId`, or undefined when the token is not
 * one (malformed, another project, expired). The emulator signs nothing (`alg: none`).
 */
export function emulatorTokenClaims(token, projectId, nowSeconds = Date.now() / 1000) {
  const parts = String(token).split('.');
  if (parts.length !== 3) return undefined;
  let header;
  let claims;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (header?.alg !== 'none' || !claims || typeof claims !== 'object') return undefined;
  if (claims.aud !== projectId || claims.iss !== `https://securetoken.google.com/${projectId}`) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
  if (typeof claims.sub !== 'string' || claims.sub === '') return undefined;
  return claims;
}

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function readBody(req, limit = MAX_BODY) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) {
        reject(new HttpError(413, 'request body too large for the stand-in'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The two parts of the SDK's multipart upload: the JSON metadata and the bytes. */
export function parseMultipart(body, contentType) {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType ?? '')?.[2];
  if (!boundary) throw new HttpError(400, 'multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // after CRLF, before CRLF--boundary
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd === -1) throw new HttpError(400, 'multipart part without headers');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    parts.push({
      contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim(),
      data: part.subarray(headerEnd + 4),
    });
    at = next;
  }
  if (parts.length !== 2) throw new HttpError(400, `multipart upload with ${parts.length} parts (2 expected)`);
  let metadata;
  try {
    metadata = JSON.parse(parts[0].data.toString('utf8'));
  } catch {
    throw new HttpError(400, 'multipart metadata is not JSON');
  }
  return { metadata, contentType: parts[1].contentType, bytes: parts[1].data };
}

/**
 * Starts the stand-in on 127.0.0.1 (`port`, or a free one). `firestoreHost` is the Firestore
 * emulator the rules read (users/{uid}, proccess/…). Returns { host, bucket, dir, stop() }.
 */
export async function startStorageStandin({
  port,
  firestoreHost,
  projectId = PROJECT_ID,
  // Tests keep each file's data in a Firestore project of its own; tokens stay the Auth emulator's project's.
  firestoreProjectId = projectId,
  rulesFile = STORAGE_RULES_FILE,
  watchRules = false,
  quiet = true,
  prefix = '[storage stand-in]',
} = {}) {
  const plan = planStorageStandin();
  if (!plan.ok) throw new Error(`Storage indisponível: ${plan.reason}`);
  if (!firestoreHost)
    throw new Error('Storage indisponível: as regras do Storage leem o Firestore, que não está rodando');
  const rules = await startRulesEngine({
    jar: plan.jar,
    rulesFile,
    firestoreHost,
    projectId: firestoreProjectId,
    quiet,
    prefix,
  });
  const dir = mkdtempSync(join(tmpdir(), 'storage-standin-'));
  /** `${bucket}/${name}` → the object's metadata as the REST API returns it (+ file). */
  const objects = new Map();
  /** Resumable sessions by upload id. */
  const sessions = new Map();
  const fileFor = (key) => join(dir, createHash('sha256').update(key).digest('hex'));
  const log = (line) => {
    if (!quiet) console.log(`${prefix} ${line}`);
  };

  function authOf(req) {
    const header = req.headers.authorization;
    if (!header) return null;
    const m = /^Firebase\s+(\S+)$/.exec(header);
    const claims = m && emulatorTokenClaims(m[1], projectId);
    if (!claims) throw new HttpError(401, 'Invalid or expired auth token (stand-in accepts Auth emulator tokens only)');
    return { uid: claims.sub, token: claims };
  }

  async function decide(method, bucket, name, auth, requestResource, resource) {
    const answer = await rules.ask({
      method,
      bucket,
      path: name,
      auth,
      requestResource: requestResource && rulesView(requestResource),
      resource: resource && rulesView(resource),
    });
    log(
      `${method} ${name} by ${auth?.uid ?? 'anonymous'}: ${answer.permit ? 'allowed' : 'denied'}${answer.error ? ` (${answer.error.split('\n')[0]})` : ''}`,
    );
    if (!answer.permit) throw new HttpError(403, 'Permission denied.');
  }

  /** What the rules see of an object (resource / request.resource). */
  function rulesView(o) {
    return { size: Number(o.size), contentType: o.contentType, metadata: o.metadata ?? {}, md5Hash: o.md5Hash };
  }

  /** The object as the REST API returns it (without where its bytes are kept). */
  function describe(o) {
    return Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'file'));
  }

  async function store(bucket, name, incoming, tempFile, bytesForHash) {
    const key = `${bucket}/${name}`;
    const now = new Date().toISOString();
    const previous = objects.get(key);
    const custom = { ...(incoming.metadata ?? {}) };
    const tokens = custom.firebaseStorageDownloadTokens ?? randomUUID();
    delete custom.firebaseStorageDownloadTokens;
    const generation = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
    const file = fileFor(key);
    await rename(tempFile, file);
    const object = {
      name,
      bucket,
      generation,
      metageneration: '1',
      contentType: incoming.contentType,
      timeCreated: previous?.timeCreated ?? now,
      updated: now,
      storageClass: 'STANDARD',
      size: String(incoming.size),
      md5Hash: bytesForHash,
      contentEncoding: 'identity',
      contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(basename(name))}`,
      crc32c: '',
      etag: generation,
      downloadTokens: tokens,
      metadata: custom,
      file,
    };
    objects.set(key, object);
    return object;
  }

  async function md5Of(file) {
    const hash = createHash('md5');
    await new Promise((resolve, reject) =>
      createReadStream(file)
        .on('data', (c) => hash.update(c))
        .on('end', resolve)
        .on('error', reject),
    );
    return hash.digest('base64');
  }

  async function handle(req, res, url) {
    const m = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (!m) throw new HttpError(404, 'Not found (stand-in serves /v0/b/{bucket}/o only)');
    const bucket = decodeURIComponent(m[1]);
    const objectName = m[2] === undefined ? undefined : decodeURIComponent(m[2]);
    const auth = authOf(req);

    if (objectName === undefined && req.method === 'POST') {
      const uploadId = url.searchParams.get('upload_id');
      if (uploadId) return resumableStep(req, res, uploadId, auth);
      const name = url.searchParams.get('name');
      if (!name) throw new HttpError(400, 'upload without ?name=');
      const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
      if (protocol === 'multipart') return multipartUpload(req, res, bucket, name, auth);
      if (protocol === 'resumable' && req.headers['x-goog-upload-command'] === 'start')
        return resumableStart(req, res, bucket, name, auth, url);
      throw new HttpError(400, `upload protocol '${protocol}' is not served by the stand-in`);
    }
    if (objectName === undefined) throw new HttpError(501, 'listing is not served by the stand-in');

    const object = objects.get(`${bucket}/${objectName}`);
    if (req.method === 'GET') {
      if (url.searchParams.get('alt') === 'media') {
        const token = url.searchParams.get('token');
        if (!object) throw new HttpError(404, 'Not found.');
        // A download URL's token opens the file without the rules, as in production.
        if (!(token && object.downloadTokens.split(',').includes(token)))
          await decide('get', bucket, objectName, auth, undefined, object);
        return sendBytes(req, res, object);
      }
      if (!object) {
        await decide('get', bucket, objectName, auth, undefined, undefined);
        throw new HttpError(404, 'Not found.');
      }
      await decide('get', bucket, objectName, auth, undefined, object);
      return json(res, 200, describe(object));
    }
    if (req.method === 'DELETE') {
      await decide('delete', bucket, objectName, auth, undefined, object);
      if (!object) throw new HttpError(404, 'Not found.');
      objects.delete(`${bucket}/${objectName}`);
      await rm(object.file, { force: true });
      res.writeHead(204).end();
      return undefined;
    }
    if (req.method === 'PATCH') {
      if (!object) throw new HttpError(404, 'Not found.');
      const patch = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}');
      const next = { ...object };
      for (const field of ['contentType', 'cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'])
        if (field in patch) next[field] = patch[field] ?? undefined;
      if ('metadata' in patch) {
        next.metadata = { ...object.metadata };
        for (const [k, v] of Object.entries(patch.metadata ?? {}))
          if (v === null) delete next.metadata[k];
          else next.metadata[k] = String(v);
      }
      await decide('update', bucket, objectName, auth, next, object);
      next.metageneration = String(Number(object.metageneration) + 1);
      next.updated = new Date().toISOString();
      objects.set(`${bucket}/${objectName}`, next);
      return json(res, 200, describe(next));
    }
    throw new HttpError(405, `${req.method} is not served by the stand-in`);
  }

  async function multipartUpload(req, res, bucket, name, auth) {
    const { metadata, contentType, bytes } = parseMultipart(await readBody(req), req.headers['content-type']);
    const incoming = {
      contentType: metadata.contentType ?? contentType ?? 'application/octet-stream',
      size: bytes.length,
      metadata: metadata.metadata ?? {},
    };
    const existing = objects.get(`${bucket}/${name}`);
    await decide(existing ? 'update' : 'create', bucket, name, auth, incoming, existing);
    const temp = join(dir, `upload-${randomUUID()}`);
    await writeFile(temp, bytes);
    const object = await store(bucket, name, incoming, temp, createHash('md5').update(bytes).digest('base64'));
    log(`stored ${name} (${bytes.length} bytes)`);
    return json(res, 200, describe(object));
  }

  async function resumableStart(req, res, bucket, name, auth, url) {
    const body = (await readBody(req, 1024 * 1024)).toString('utf8');
    let metadata = {};
    try {
      metadata = body ? JSON.parse(body) : {};
    } catch {
      throw new HttpError(400, 'resumable start: metadata is not JSON');
    }
    const declared = Number(req.headers['x-goog-upload-header-content-length']);
    const incoming = {
      contentType:
        metadata.contentType ?? req.headers['x-goog-upload-header-content-type'] ?? 'application/octet-stream',
      size: Number.isFinite(declared) ? declared : Number(metadata.size ?? 0),
      metadata: metadata.metadata ?? {},
    };
    // Refused before any byte travels (the rules are asked again when it is finalised).
    const existing = objects.get(`${bucket}/${name}`);
    await decide(existing ? 'update' : 'create', bucket, name, auth, incoming, existing);
    const id = randomUUID();
    const temp = join(dir, `upload-${id}`);
    await writeFile(temp, Buffer.alloc(0));
    sessions.set(id, { bucket, name, incoming, temp, received: 0, uid: auth?.uid ?? null, done: undefined });
    const uploadUrl = `http://${url.host}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
    res.writeHead(200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl,
      'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
      'content-type': 'text/plain',
    });
    res.end();
    return undefined;
  }

  async function resumableStep(req, res, id, auth) {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, 'upload session not found');
    if ((auth?.uid ?? null) !== session.uid) throw new HttpError(403, 'Permission denied.');
    const command = String(req.headers['x-goog-upload-command'] ?? '')
      .split(',')
      .map((s) => s.trim());
    if (command.includes('query')) {
      await readBody(req, 0);
      res.writeHead(200, {
        'X-Goog-Upload-Status': session.done ? 'final' : 'active',
        'X-Goog-Upload-Size-Received': String(session.received),
      });
      res.end(session.done ? JSON.stringify(describe(session.done)) : undefined);
      return undefined;
    }
    if (command.includes('cancel')) {
      sessions.delete(id);
      await rm(session.temp, { force: true });
      res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled' }).end();
      return undefined;
    }
    if (session.done) throw new HttpError(400, 'upload already finalised');
    if (command.includes('upload')) {
      const offset = Number(req.headers['x-goog-upload-offset']);
      const bytes = await readBody(req);
      if (!Number.isInteger(offset) || offset > session.received) throw new HttpError(400, 'bad X-Goog-Upload-Offset');
      // A chunk sent again after a dropped answer replaces what was received from its offset on.
      if (offset < session.received) await truncate(session.temp, offset);
      await appendFile(session.temp, bytes);
      session.received = offset + bytes.length;
    } else await readBody(req, 0);
    if (!command.includes('finalize')) {
      res.writeHead(200, { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-Size-Received': String(session.received) });
      res.end();
      return undefined;
    }
    const size = (await stat(session.temp)).size;
    const incoming = { ...session.incoming, size };
    const existing = objects.get(`${session.bucket}/${session.name}`);
    try {
      await decide(existing ? 'update' : 'create', session.bucket, session.name, auth, incoming, existing);
    } catch (error) {
      sessions.delete(id);
      await rm(session.temp, { force: true });
      throw error;
    }
    const object = await store(session.bucket, session.name, incoming, session.temp, await md5Of(session.temp));
    session.done = object;
    log(`stored ${session.name} (${size} bytes, resumable)`);
    res.writeHead(200, { 'X-Goog-Upload-Status': 'final', 'content-type': 'application/json' });
    res.end(JSON.stringify(describe(object)));
    return undefined;
  }

  async function sendBytes(req, res, object) {
    const size = Number(object.size);
    const headers = {
      'content-type': object.contentType ?? 'application/octet-stream',
      'content-disposition': object.contentDisposition,
      'accept-ranges': 'bytes',
      etag: object.etag,
      'cache-control': 'private, max-age=0',
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      res.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': end - start + 1,
      });
      const fh = await open(object.file);
      fh.createReadStream({ start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(object.file).pipe(res);
  }

  function json(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    // Pages on another origin (the app on Vite's port) call it: the same CORS as the real service.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader(
      'Access-Control-Expose-Headers',
      'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity, Content-Disposition, Content-Range, ETag',
    );
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '3600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    handle(req, res, url).catch((error) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error(`${prefix} ${req.method} ${url.pathname}: ${error.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else json(res, status, { error: { code: status, message: error.message } });
    });
  });
  const actualPort = port ?? (await freePort());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(actualPort, '127.0.0.1', resolve);
  });

  let watcher;
  if (watchRules) {
    let timer;
    watcher = watch(ROOT, (_event, name) => {
      if (name !== basename(rulesFile)) return;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const { issues } = await rules.reload(readFileSync(rulesFile, 'utf8'));
        const errors = issues.filter((i) => i.severity === 'ERROR');
        if (errors.length)
          console.error(`${prefix} storage.rules não compila; mantidas as anteriores: ${errors[0].description}`);
        else console.log(`${prefix} storage.rules recarregado.`);
      }, 200);
    });
  }

  const stop = async () => {
    watcher?.close();
    await new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
    });
    await rules.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { host: `127.0.0.1:${actualPort}`, bucket: `${projectId}.appspot.com`, dir, child: rules.child, stop };
}
