// Ports: is one free, find a free one, wait until something answers on one.
import net from 'node:net';

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `preferred` when free, else a port the OS hands out. */
export async function freePort(preferred, host = '127.0.0.1') {
  if (preferred && (await isPortFree(preferred, host))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until `url` answers over HTTP (any status) or, without a url, until the TCP port
 * accepts connections. Rejects after `timeoutMs`, or as soon as `child` exits.
 */
export async function waitForPort(
  port,
  { host = '127.0.0.1', url, timeoutMs = 60_000, child, name = `port ${port}` } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited before it was ready`);
    if (url) {
      try {
        await fetch(url, { signal: AbortSignal.timeout(2000) });
        return;
      } catch {
        /* not yet */
      }
    } else if (await canConnect(port, host)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
