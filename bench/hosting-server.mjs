// A static server for a production build that answers the way Firebase Hosting does (firebase.json),
// so Lighthouse and the first-screen measurements see what a tablet gets from the real deployment:
//   - the SPA rewrite (a path that is not a file → /index.html; `/api/**` is not served here);
//   - the headers of firebase.json's `hosting.headers`, matched by their `source` globs
//     (long-lived `immutable` caching of /assets/**, `no-cache` for index.html, sw.js, the manifest);
//   - brotli when the browser accepts it, else gzip, as Hosting compresses text responses.
// Two departures, both because this is plain http on 127.0.0.1 talking to local emulators:
// the CSP's `upgrade-insecure-requests` is dropped (it would turn emulator calls into https) and
// `connectSrc` hosts (the emulators) are added to its connect-src, as a deployment adds its own.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** Firebase Hosting's glob: `**` any path, `*` one segment. */
function globToRegExp(glob) {
  const re = glob
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${re.startsWith('/') || re.startsWith('.*') ? '' : '/'}${re}$`);
}

function hostingRules() {
  const hosting = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
  return (hosting.headers ?? []).map((h) => ({ match: globToRegExp(h.source), headers: h.headers }));
}

/**
 * Serves `dir` on 127.0.0.1:`port` (0: any free port). `connectSrc`: origins added to the CSP's
 * connect-src (e.g. the emulators). Resolves with { url, port, stop() }.
 */
export async function startHostingServer({ dir, port = 0, connectSrc = [] }) {
  const rules = hostingRules();
  const cache = new Map();
  const body = (file, encoding) => {
    const key = `${file}\u0000${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
            })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw,
      );
    }
    return cache.get(key);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    let file = normalize(join(dir, path));
    let served = path;
    if (!file.startsWith(normalize(dir + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      served = '/index.html';
      file = join(dir, 'index.html');
    }
    // Matched against the path asked for and the file served, so a rewritten page keeps index.html's no-cache.
    const headers = {};
    for (const rule of rules) {
      if (!rule.match.test(path) && !rule.match.test(served)) continue;
      for (const { key, value } of rule.headers) headers[key] = value;
    }
    if (headers['Content-Security-Policy']) {
      headers['Content-Security-Policy'] = headers['Content-Security-Policy']
        .replace(/;\s*upgrade-insecure-requests/, '')
        .replace(/connect-src ([^;]*)/, (_, list) => `connect-src ${[list, ...connectSrc].join(' ')}`);
    }
    const ext = extname(file);
    headers['Content-Type'] ??= TYPES[ext] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.has(ext)
      ? /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : undefined
      : undefined;
    if (encoding) {
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    const data = body(file, encoding);
    headers['Content-Length'] = String(data.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = server.address().port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
